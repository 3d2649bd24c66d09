/**
 * Profile picture: compress (at most 0.05 MB), POST /uploads, then POST /users/update/{id} with the
 * stored path. The session's user takes the new picture on success.
 */
import { type User, maxPhotoBytes, session, updateUser, uploadMedia } from 'shared-contracts';
import { updateSignedInUser } from '../../auth/session-service';

export type Compress = (image: Blob, maxBytes?: number) => Promise<Blob>;

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

export async function saveProfilePicture(user: User, picture: Blob): Promise<string> {
  const [stored] = await uploadMedia([{ blob: picture, name: 'profile.jpg' }]);
  if (!stored?.path) throw new Error('upload answered no path');
  await updateUser(user._id, { img: stored.path, userType: user.userType });
  if (session.snapshot.user?._id === user._id) updateSignedInUser({ img: stored.path });
  return stored.path;
}
