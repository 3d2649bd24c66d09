/**
 * Profile picture (spec 001 §2.4): compressed to at most 0.05 MB, then one outbox item (kind
 * 'profile/picture'): the outbox stores the picture (POST /uploads, once) and the kind sends
 * POST /users/update/{id} with the stored path. Online the drain starts at once and the dialog
 * waits for it; offline, or on a bad network, the picture waits in the outbox like a report and
 * the signed-in user takes it when it is sent.
 */
import {
  type OutboxItem,
  type OutboxKind,
  OutboxRefusal,
  type User,
  connectivity,
  drainOutbox,
  enqueue,
  findOutboxItem,
  getDb,
  maxPhotoBytes,
  registerOutboxKind,
  session,
  startOutbox,
  updateUser,
} from 'shared-contracts';
import { updateSignedInUser } from '../../auth/session-service';

export type Compress = (image: Blob, maxBytes?: number) => Promise<Blob>;

export const PROFILE_PICTURE_KIND = 'profile/picture';
const PICTURE_KEY = 'picture';

interface PictureBody {
  userType: User['userType'];
}

export class PictureTooLargeError extends Error {
  constructor() {
    super('picture too large and no compressor available');
  }
}

/** Compresses with the capture kit when it is there; without it only a small enough picture goes. */
export async function preparePicture(file: Blob, compress: Compress | null): Promise<Blob> {
  if (compress) return compress(file, maxPhotoBytes);
  if (file.size <= maxPhotoBytes && file.type === 'image/jpeg') return file;
  throw new PictureTooLargeError();
}

const storedPath = (item: OutboxItem): string | undefined => item.blobs.find((blob) => blob.key === PICTURE_KEY)?.stored?.path;

export const profilePictureKind: OutboxKind<PictureBody> = {
  kind: PROFILE_PICTURE_KIND,
  async send({ item, stored }) {
    const picture = stored.get(PICTURE_KEY);
    if (!picture?.path) throw new OutboxRefusal('The picture is missing on this device.');
    const answer = await updateUser(item.userId, { img: picture.path, userType: item.body.userType });
    if (answer.status === false) throw new OutboxRefusal(answer.message ?? 'The server refused the picture.');
  },
  onDone(item) {
    const path = storedPath(item);
    if (path && session.snapshot.user?._id === item.userId) updateSignedInUser({ img: path });
  },
};

let started = false;

/** Registers the kind and the outbox's triggers once a user is signed in (Dexie stays out of sign-in). */
export function startProfilePictureSync(): void {
  registerOutboxKind(profilePictureKind);
  session.changes.subscribe(({ user }) => {
    if (!user || started) return;
    started = true;
    startOutbox();
  });
}

export type PictureOutcome =
  | { state: 'saved' }
  /** Offline, or the network failed: it waits in the outbox and goes by itself. */
  | { state: 'queued' }
  /** The server refused it; it waits in the outbox (the queue screen can retry or discard it). */
  | { state: 'refused'; reason: string };

/** Queues the picture and, online, sends it at once; says where it stands when that run ends. */
export async function saveProfilePicture(user: User, picture: Blob, label: string, now = Date.now()): Promise<PictureOutcome> {
  registerOutboxKind(profilePictureKind);
  const { item } = await enqueue<PictureBody>(
    {
      userId: user._id,
      organizationId: user.organization ?? '',
      kind: PROFILE_PICTURE_KIND,
      key: `${user._id}-${now}`,
      label,
      body: { userType: user.userType },
      blobs: [{ key: PICTURE_KEY, name: 'profile.jpg', type: 'image/jpeg', blob: picture }],
      createdAt: now,
    },
    now,
  );
  if (connectivity.isOffline()) return { state: 'queued' };
  await drainOutbox({ force: true });
  const after = await findOutboxItem(await getDb(), PROFILE_PICTURE_KIND, item.key);
  if (after?.state === 'done') return { state: 'saved' };
  if (after?.state === 'needs-attention') return { state: 'refused', reason: after.lastError ?? '' };
  return { state: 'queued' };
}
