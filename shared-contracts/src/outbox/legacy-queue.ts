/**
 * Moves version 1's report queue (`reportCache`) and sent records (`uploaded`) into the outbox, so
 * an upgrade loses no report a user queued. Runs in the database's version 2 upgrade, and again
 * whenever the drainer starts, in case an older build of a remote wrote to the old tables since.
 * A row already in the outbox (same kind and key) is left as it is there.
 */
import type { QueuedReport, UploadedReport } from '../db/app-db';
import { type OutboxItem, REPORT_SUBMIT_KIND, outboxItemId } from './outbox-item';

function fromQueuedReport(row: QueuedReport, now: number): OutboxItem {
  return {
    id: outboxItemId(REPORT_SUBMIT_KIND, row.localId),
    kind: REPORT_SUBMIT_KIND,
    key: row.localId,
    userId: row.userId,
    organizationId: row.organizationId,
    subject: row.facilityId,
    label: row.facilityName,
    body: row.report,
    blobs: row.media.map(({ key, name, type, blob }) => ({ key, name, type, blob })),
    // 'uploading' was cut short; 'failed' was a refusal the user has to look at.
    state: row.state === 'failed' ? 'needs-attention' : 'queued',
    attempts: row.attempts,
    ...(row.lastError === undefined ? {} : { lastError: row.lastError }),
    nextAttemptAt: 0,
    createdAt: row.queuedAt,
    updatedAt: now,
  };
}

function fromUploaded(row: UploadedReport): OutboxItem {
  // The old record names no user: the check it serves ('Report already submitted') is by key.
  return {
    id: outboxItemId(REPORT_SUBMIT_KIND, row.localId),
    kind: REPORT_SUBMIT_KIND,
    key: row.localId,
    userId: '',
    organizationId: '',
    body: null,
    blobs: [],
    state: 'done',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: row.uploadedAt,
    updatedAt: row.uploadedAt,
  };
}

/** What this needs of a Dexie table (the upgrade's and the database's tables alike). */
interface OldTable<T> {
  toArray(): Promise<T[]>;
  clear(): Promise<void>;
}
interface OutboxTable {
  bulkGet(keys: string[]): Promise<(OutboxItem | undefined)[]>;
  bulkAdd(items: OutboxItem[]): Promise<unknown>;
}

/** Call inside a read-write transaction over the three tables. Resolves to the number of reports moved. */
export async function adoptLegacyQueue(
  reportCache: OldTable<QueuedReport>,
  uploaded: OldTable<UploadedReport>,
  outbox: OutboxTable,
  now = Date.now(),
): Promise<number> {
  const [queued, sent] = await Promise.all([reportCache.toArray(), uploaded.toArray()]);
  if (queued.length === 0 && sent.length === 0) return 0;
  const items = [...sent.map(fromUploaded), ...queued.map((row) => fromQueuedReport(row, now))];
  const present = new Set((await outbox.bulkGet(items.map((item) => item.id))).flatMap((item) => (item ? [item.id] : [])));
  // A report both queued and recorded as sent was sent: the record wins (first in `items`).
  const fresh = new Map<string, OutboxItem>();
  for (const item of items) if (!present.has(item.id) && !fresh.has(item.id)) fresh.set(item.id, item);
  await outbox.bulkAdd([...fresh.values()]);
  await Promise.all([reportCache.clear(), uploaded.clear()]);
  return queued.length;
}
