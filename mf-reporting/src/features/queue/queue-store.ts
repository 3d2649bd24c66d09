/**
 * The offline report queue (table `reportCache`): whole reports with their photo and voice blobs,
 * read-only once queued and sent byte-identical later. Rows belong to their user and
 * organisation; nobody else on the device lists or sends them.
 */
import { CACHED_REPORT_WINDOW_MS, type QueuedReport, bus, deviceFingerprint, getDb } from 'shared-contracts';
import type { ReportDraft } from '../report/rules/report-draft';

export interface SubmitStamp {
  fingerprint: string;
  userAgent: string;
  androidDeviceId: string | null;
  /** ISO time the report was made (offline only). */
  timestamp: string;
}

/** Stamps an offline report (spec 000 §3: fingerprint, userAgent, androidDeviceId, timestamp). */
export function submitStamp(now: number, androidDeviceId: string | null = null): SubmitStamp {
  return { fingerprint: deviceFingerprint(), userAgent: navigator.userAgent, androidDeviceId, timestamp: new Date(now).toISOString() };
}

export async function enqueueReport(draft: ReportDraft, stamp: SubmitStamp, now = Date.now()): Promise<QueuedReport> {
  const row: QueuedReport = {
    localId: draft.localId,
    userId: draft.userId,
    organizationId: draft.organizationId,
    facilityId: draft.facilityId,
    facilityName: draft.facilityName,
    state: 'queued',
    report: { ...draft.report, ...stamp },
    media: draft.media,
    queuedAt: now,
    attempts: 0,
  };
  const db = await getDb();
  await db.transaction('rw', db.reportCache, db.drafts, async () => {
    await db.reportCache.add(row);
    await db.drafts.where('[userId+organizationId]').equals([draft.userId, draft.organizationId]).filter((d) => d.facilityId === draft.facilityId).delete();
  });
  bus.emit('report/queued', { localId: row.localId, facilityId: row.facilityId });
  return row;
}

export async function listQueue(userId: string, organizationId: string): Promise<QueuedReport[]> {
  const rows = await (await getDb()).reportCache.where('[userId+organizationId]').equals([userId, organizationId]).toArray();
  return rows.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** A queued report for the facility made within the last 8 hours ('Report already exist'). */
export async function hasRecentQueuedReport(userId: string, organizationId: string, facilityId: string, now = Date.now()): Promise<boolean> {
  const rows = await listQueue(userId, organizationId);
  return rows.some((row) => row.facilityId === facilityId && now - row.queuedAt < CACHED_REPORT_WINDOW_MS);
}

export async function isUploaded(localId: string): Promise<boolean> {
  return (await (await getDb()).uploaded.get(localId)) !== undefined;
}

export async function markUploaded(localId: string, now = Date.now()): Promise<void> {
  const db = await getDb();
  await db.transaction('rw', db.reportCache, db.uploaded, async () => {
    await db.uploaded.put({ localId, uploadedAt: now });
    await db.reportCache.delete(localId);
  });
}

export async function setQueueState(localId: string, patch: Partial<Pick<QueuedReport, 'state' | 'attempts' | 'lastError'>>): Promise<void> {
  await (await getDb()).reportCache.update(localId, patch);
}

export async function discardQueued(localId: string): Promise<void> {
  await (await getDb()).reportCache.delete(localId);
  bus.emit('report/failed', { localId, facilityId: '', message: 'discarded' });
}
