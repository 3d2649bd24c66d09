/**
 * Reading and changing outbox items from the screens: enqueue, list, Retry, Discard. The drainer's
 * own transitions are in item-transitions.ts. Only these two files write the `outbox` table.
 */
import type { AppDb } from '../db/app-db';
import { getDb } from '../db/db';
import { type NewOutboxItem, type OutboxItem, type OutboxOwner, isWaiting, outboxItemId } from './outbox-item';
import { outboxKind } from './outbox-kinds';

/** The item of this kind and key, whatever its state (a done one is the record that it was sent). */
export function findOutboxItem(db: AppDb, kind: string, key: string): Promise<OutboxItem | undefined> {
  return db.outbox.get(outboxItemId(kind, key));
}

/**
 * Adds a new item. Call it inside the caller's transaction when the same step must change other
 * tables (a report's draft goes away as its item arrives); fails if the kind and key exist.
 */
export async function addOutboxItem<Body>(db: AppDb, input: NewOutboxItem<Body>, now = Date.now()): Promise<OutboxItem<Body>> {
  const item: OutboxItem<Body> = {
    ...input,
    id: outboxItemId(input.kind, input.key),
    blobs: input.blobs.map(({ key, name, type, blob }) => ({ key, name, type, blob })),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: input.createdAt ?? now,
    updatedAt: now,
  };
  await db.outbox.add(item as OutboxItem);
  return item;
}

/** Enqueues an item unless its kind and key are already there; answers the stored item either way. */
export async function enqueue<Body>(input: NewOutboxItem<Body>, now = Date.now()): Promise<{ item: OutboxItem; created: boolean }> {
  const db = await getDb();
  return db.transaction('rw', db.outbox, async () => {
    const existing = await findOutboxItem(db, input.kind, input.key);
    if (existing) return { item: existing, created: false };
    return { item: (await addOutboxItem(db, input, now)) as OutboxItem, created: true };
  });
}

/**
 * The owner's items still on their way (not done), oldest first; of one kind if given. Takes the
 * database so a liveQuery can call it without awaiting anything but Dexie (which it tracks).
 */
export async function listWaitingIn(db: AppDb, owner: OutboxOwner, kind?: string): Promise<OutboxItem[]> {
  const rows = await db.outbox.where('[userId+organizationId]').equals([owner.userId, owner.organizationId]).toArray();
  return rows
    .filter((item) => isWaiting(item) && (kind === undefined || item.kind === kind))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export async function listWaiting(owner: OutboxOwner, kind?: string): Promise<OutboxItem[]> {
  return listWaitingIn(await getDb(), owner, kind);
}

/** How many of the owner's items wait (queued, sending or needing attention): logout and switch ask first. */
export async function countWaiting(owner: OutboxOwner): Promise<number> {
  return (await listWaiting(owner)).length;
}

/** @deprecated since 1.4.0: what version 1.1 apps call before a logout or switch; use countWaiting. */
export function countQueuedReports(userId: string, organizationId: string): Promise<number> {
  return countWaiting({ userId, organizationId });
}

/** Retry: the item goes back in line at once (its attempts and stored files are kept). */
export async function retryItem(id: string, now = Date.now()): Promise<void> {
  const db = await getDb();
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || item.state === 'done' || item.state === 'sending') return;
    await db.outbox.update(id, { state: 'queued', nextAttemptAt: 0, lastStatus: undefined, updatedAt: now });
  });
}

/**
 * Discard, the user's choice (screens ask first): the item and its files are deleted. An item
 * being sent right now is not discarded (its answer may already be on its way); false then.
 */
export async function discardItem(id: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || item.state === 'done' || item.state === 'sending') return null;
    await db.outbox.delete(id);
    return item;
  });
  if (removed) outboxKind(removed.kind)?.onDiscarded?.(removed);
  return removed !== null;
}
