/**
 * A finished report goes into the outbox (kind 'report/submit') with the photos and voice notes it
 * refers to, read-only from then on, and its draft goes away in the same step. Online or offline
 * it is the same step; online the drain starts at once. The duplicate rules of spec 000 §5 are
 * checked here, inside that step, so two tabs cannot both queue one report.
 */
import { type OutboxItem, REPORT_SUBMIT_KIND, addOutboxItem, bus, deviceFingerprint, findOutboxItem, getDb, listWaitingIn } from 'shared-contracts';
import { type ReportDraft, pruneMedia } from '../report/rules/report-draft';
import { draftKey } from '../report/storage/draft-store';
import { type CachedReport, cachedFacilityIds } from './rules/cached-reports';

export interface SubmitStamp {
  fingerprint: string;
  userAgent: string;
  androidDeviceId: string | null;
  /** ISO time the report was made (offline only). */
  timestamp?: string;
}

/** Stamps a report at submit (spec 000 §3: fingerprint, userAgent, androidDeviceId, and timestamp offline only). */
export function submitStamp(now: number, androidDeviceId: string | null = null, offline = true): SubmitStamp {
  const stamp: SubmitStamp = { fingerprint: deviceFingerprint(), userAgent: navigator.userAgent, androidDeviceId };
  return offline ? { ...stamp, timestamp: new Date(now).toISOString() } : stamp;
}

/** An outbox report as the 'already cached' rule sees it. */
export const cachedReportOf = (item: OutboxItem): CachedReport => ({
  facilityId: item.subject ?? '',
  userId: item.userId,
  organizationId: item.organizationId,
  queuedAt: item.createdAt,
});

export type SubmitOutcome =
  /** Its localId was sent already ('Report already submitted'). */
  | { kind: 'already-submitted' }
  /** Offline, with a report for the facility queued in the last 8 hours ('Report already exist'). */
  | { kind: 'already-exists' }
  /** In the outbox (just now, or already on its way from an earlier submit of the same report). */
  | { kind: 'queued'; itemId: string };

export async function enqueueDraft(draft: ReportDraft, options: { stamp: SubmitStamp; offline: boolean; now?: number }): Promise<SubmitOutcome> {
  const now = options.now ?? Date.now();
  const owner = { userId: draft.userId, organizationId: draft.organizationId };
  const db = await getDb();
  const outcome = await db.transaction('rw', db.outbox, db.drafts, async (): Promise<SubmitOutcome> => {
    const removeDraft = () => db.drafts.delete(draftKey(draft.userId, draft.organizationId, draft.facilityId));
    const existing = await findOutboxItem(db, REPORT_SUBMIT_KIND, draft.localId);
    if (existing?.state === 'done') {
      await removeDraft();
      return { kind: 'already-submitted' };
    }
    if (options.offline) {
      const queued = (await listWaitingIn(db, owner, REPORT_SUBMIT_KIND)).map(cachedReportOf);
      if (existing || cachedFacilityIds(queued, owner, now).has(draft.facilityId)) return { kind: 'already-exists' };
    }
    if (existing) {
      // The same report (another tab's submit) is on its way: the screen follows that one.
      await removeDraft();
      return { kind: 'queued', itemId: existing.id };
    }
    const item = await addOutboxItem(
      db,
      {
        ...owner,
        kind: REPORT_SUBMIT_KIND,
        key: draft.localId,
        subject: draft.facilityId,
        label: draft.facilityName,
        body: { ...draft.report, ...options.stamp },
        // Only the files the report refers to (a photo removed from an issue stays behind).
        blobs: pruneMedia(draft).media,
      },
      now,
    );
    await removeDraft();
    return { kind: 'queued', itemId: item.id };
  });
  if (outcome.kind === 'queued') bus.emit('report/queued', { localId: draft.localId, facilityId: draft.facilityId });
  return outcome;
}

/** Facilities with a report of this user waiting on the device in the last 8 hours ('Report for facility is already cached.'). */
export async function cachedReportFacilities(owner: { userId: string; organizationId: string }, now = Date.now()): Promise<Set<string>> {
  const db = await getDb();
  return cachedFacilityIds((await listWaitingIn(db, owner, REPORT_SUBMIT_KIND)).map(cachedReportOf), owner, now);
}
