/**
 * How the outbox sends an issue raised by hand (kind 'issue/raise', issue 16): its photos are stored
 * first (each once), then POST /issues goes with the stored items in place of the `local:` ones. The
 * item's key is the raise's idempotency key, so a retry after a lost answer finds the same issue; a
 * 403, 404 or 409 is a refusal the user sees, not a retry.
 */
import {
  ISSUE_RAISE_KIND,
  type OutboxKind,
  OutboxRefusal,
  type RaiseIssueBody,
  bus,
  drainOutbox,
  enqueue,
  raiseIssue,
  registerOutboxKind,
} from 'shared-contracts';
import { LOCAL_PREFIX } from './issue-action-kind';

/** What is stored: the raise without its key (the item's key is it). */
export type IssueRaiseOutboxBody = Omit<RaiseIssueBody, 'key'>;

export const issueRaiseKind: OutboxKind<IssueRaiseOutboxBody> = {
  kind: ISSUE_RAISE_KIND,
  async send({ item, stored, signal }) {
    const media = item.body.media.map((m) => {
      if (!m.path.startsWith(LOCAL_PREFIX)) return m;
      const file = stored.get(m.path.slice(LOCAL_PREFIX.length));
      if (!file) throw new OutboxRefusal(`A photo of this issue is missing on this device (${m.name}).`);
      return { path: file.path, name: file.name, type: file.type };
    });
    const answer = await raiseIssue({ ...item.body, key: item.key, media }, signal);
    bus.emit('issue/changed', { issueId: answer._id });
  },
  onNeedsAttention: (item, message) => bus.emit('ui/notify', { kind: 'error', message: `${item.label ?? ''}: ${message}` }),
};

export function registerIssueRaiseKind(): void {
  registerOutboxKind(issueRaiseKind);
}

export interface IssueRaise {
  owner: { userId: string; organizationId: string };
  body: IssueRaiseOutboxBody;
  /** Photos (image/jpeg) by their local key (the body's media name them `local:<key>`). */
  photos: { key: string; blob: Blob; name: string }[];
  label: string;
}

/** Stores the raise in the outbox and starts a drain (at once when online; later otherwise); answers its key. */
export async function queueIssueRaise(raise: IssueRaise): Promise<string> {
  registerIssueRaiseKind();
  const key = `raise-${crypto.randomUUID()}`;
  await enqueue({
    ...raise.owner,
    kind: ISSUE_RAISE_KIND,
    key,
    subject: raise.body.facilityId,
    label: raise.label,
    body: raise.body,
    blobs: raise.photos.map((photo) => ({ key: photo.key, name: photo.name, type: 'image/jpeg', blob: photo.blob })),
  });
  await drainOutbox().catch((error: unknown) => console.error('outbox: the raised issue is not sent yet', error));
  return key;
}
