/**
 * Which facilities already have a report queued on this device (spec 000 §5 'Report for facility is
 * already cached.'). Queued data belongs to its user and organisation, and a cached report counts
 * only within 8 hours (§9).
 */
import { CACHED_REPORT_WINDOW_MS } from 'shared-contracts';

/** A report waiting on the device, as the rule sees it (queue-store's `cachedReportOf`). */
export interface CachedReport {
  facilityId: string;
  userId: string;
  organizationId: string;
  /** When it was made and queued (ms). */
  queuedAt: number;
}

export function cachedFacilityIds(reports: readonly CachedReport[], owner: { userId: string; organizationId: string }, now: number): Set<string> {
  return new Set(
    reports
      .filter((report) => report.userId === owner.userId && report.organizationId === owner.organizationId && now - report.queuedAt < CACHED_REPORT_WINDOW_MS)
      .map((report) => report.facilityId),
  );
}
