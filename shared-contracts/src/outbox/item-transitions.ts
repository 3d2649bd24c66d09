/**
 * The drainer's state changes of an item, each one transaction on the stored row, so the row
 * always says what happened last: queued → sending → done | queued (will retry) | needs-attention.
 */
import { getDb } from '../db/db';
import type { UploadedFile } from '../schemas/uploaded-file';
import type { FailureVerdict } from './failure';
import type { OutboxItem, OutboxOwner } from './outbox-item';

/** Done items are kept this long as the record that their key was sent, then pruned. */
export const DONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

async function change(id: string, apply: (item: OutboxItem) => Partial<OutboxItem> | null): Promise<OutboxItem | null> {
  const db = await getDb();
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    const patch = item ? apply(item) : null;
    if (!item || !patch) return null;
    const next = { ...item, ...patch };
    await db.outbox.put(next);
    return next;
  });
}

/** Takes a queued item for sending; null if it is gone or no longer queued (another tab, a Discard). */
export function claim(id: string, now: number): Promise<OutboxItem | null> {
  return change(id, (item) => (item.state === 'queued' ? { state: 'sending', attempts: item.attempts + 1, updatedAt: now } : null));
}

/** One file is on the server: recorded at once, so no later attempt uploads it again. */
export function recordUpload(id: string, key: string, stored: UploadedFile, now: number): Promise<OutboxItem | null> {
  return change(id, (item) => ({ blobs: item.blobs.map((blob) => (blob.key === key ? { ...blob, stored } : blob)), updatedAt: now }));
}

/** Acknowledged by the server: the body and files go, the row stays as the record of the key. */
export function markDone(id: string, now: number): Promise<OutboxItem | null> {
  return change(id, (item) => ({
    state: 'done',
    body: null,
    blobs: item.blobs.map((blob) => ({ ...blob, blob: null })),
    lastError: undefined,
    lastStatus: undefined,
    updatedAt: now,
  }));
}

/** Failed in a way that may pass, or needs the user: what the verdict says, with its message. */
export function markFailed(id: string, verdict: FailureVerdict, now: number): Promise<OutboxItem | null> {
  return change(id, () => ({
    state: verdict.retry ? 'queued' : 'needs-attention',
    lastError: verdict.message,
    lastStatus: verdict.status,
    nextAttemptAt: verdict.retry ? verdict.nextAttemptAt : 0,
    updatedAt: now,
  }));
}

/** Back in line without a verdict (the session changed during the attempt, so its answer says nothing). */
export function requeue(id: string, now: number): Promise<OutboxItem | null> {
  return change(id, (item) => (item.state === 'sending' ? { state: 'queued', updatedAt: now } : null));
}

/**
 * Items left 'sending' by a tab that closed, reloaded or crashed mid-attempt go back in line.
 * Only the holder of the owner's lock calls this, so no other tab is sending them.
 */
export async function recoverInterrupted(owner: OutboxOwner, now: number): Promise<number> {
  const db = await getDb();
  return db.outbox
    .where('[userId+organizationId]')
    .equals([owner.userId, owner.organizationId])
    .filter((item) => item.state === 'sending')
    .modify({ state: 'queued', updatedAt: now });
}

/** Forgets done records past the retention. */
export async function pruneDone(now: number): Promise<number> {
  const db = await getDb();
  return db.outbox
    .where('state')
    .equals('done')
    .filter((item) => item.updatedAt < now - DONE_RETENTION_MS)
    .delete();
}
