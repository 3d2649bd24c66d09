/**
 * One write the user made that must survive a bad network (issue 14): a report with its photos,
 * and next issue, ticket and task actions, ad-hoc request changes, a profile picture. It is
 * stored in the database's `outbox` table until the server acknowledged it (or the user
 * discarded it), and shown from there, so what a screen says is what is stored.
 */
import type { UploadedFile } from '../schemas/uploaded-file';

/**
 * - queued: waiting for the drainer (maybe after a failure it will retry: `lastError` says which);
 * - sending: one drainer is uploading its files or sending it now;
 * - needs-attention: the server refused it in a way a retry will not change (`lastError` says
 *   why); it waits for the user's Retry or Discard;
 * - done: the server acknowledged it; its body and files are gone, the row stays as a record
 *   that this key was sent (a second submit of the same report is refused on the device).
 */
export type OutboxState = 'queued' | 'sending' | 'needs-attention' | 'done';

/** Whose write it is: it is sent only with that user's session in that organisation. */
export interface OutboxOwner {
  userId: string;
  organizationId: string;
}

/** A file of an item. `stored` is set as soon as the server stored it, so a retry never uploads it again. */
export interface OutboxBlob {
  /** The item's own name for the file (a report refers to it as `local:<key>`). */
  key: string;
  name: string;
  type: string;
  /** The data; null once the item is done. */
  blob: Blob | null;
  stored?: UploadedFile;
}

export interface OutboxItem<Body = unknown> extends OutboxOwner {
  /** `<kind>:<key>` (outboxItemId): one item per kind and idempotency key. */
  id: string;
  /** What the item does; a registered kind knows how to send it (outbox-kinds.ts). */
  kind: string;
  /** The idempotency key the server knows it by (a report's localId): one item per kind and key. */
  key: string;
  /** What the item is about (a report's facility id), for rules such as 'already cached'. */
  subject?: string;
  /** How lists name it (a report's facility name). */
  label?: string;
  /** What is sent, as it was when the user made it (null once done). */
  body: Body | null;
  blobs: OutboxBlob[];
  state: OutboxState;
  attempts: number;
  lastError?: string;
  /** HTTP status of the last failure (0: no answer). A 429's `nextAttemptAt` is the server's to set. */
  lastStatus?: number;
  /** Not tried before this time (ms) unless forced; 0 when it may go at once. */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
}

/** What a caller gives to enqueue an item; the outbox fills in state, attempts and times. */
export interface NewOutboxItem<Body = unknown> extends OutboxOwner {
  kind: string;
  key: string;
  subject?: string;
  label?: string;
  body: Body;
  blobs: Omit<OutboxBlob, 'stored'>[];
  /** When the user made it (defaults to now); the queue lists oldest first. */
  createdAt?: number;
}

/** The kind of a report submit (mf-reporting registers how it is sent). */
export const REPORT_SUBMIT_KIND = 'report/submit';

export const outboxItemId = (kind: string, key: string): string => `${kind}:${key}`;

/** An item still on its way (not done): what the queue screen, badges and logout warning count. */
export const isWaiting = (item: Pick<OutboxItem, 'state'>): boolean => item.state !== 'done';

/** Files stored so far over all files: a screen's 'Uploading images: n / total'. */
export function uploadProgress(item: Pick<OutboxItem, 'blobs' | 'state'>): { done: number; total: number } {
  const total = item.blobs.length;
  return { done: item.state === 'done' ? total : item.blobs.filter((blob) => blob.stored).length, total };
}

/** The kind of an issue action or comment (mf-reporting registers how it is sent; the key is the action's idempotency key). */
export const ISSUE_ACTION_KIND = 'issue/action';

/** The kind of an issue raised by hand (issue 16; mf-reporting registers how it is sent; the key is POST /issues' idempotency key). */
export const ISSUE_RAISE_KIND = 'issue/raise';
