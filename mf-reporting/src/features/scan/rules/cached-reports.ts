/**
 * Which facilities already have a report queued on this device (spec 000 §5 'Report for facility is
 * already cached.'). Queued data belongs to its user and organisation, and a cached report counts
 * only within 8 hours (§9).
 */
import type { QueuedReport } from 'shared-contracts';

export const CACHE_WINDOW_MS = 8 * 60 * 60 * 1000;

export function cachedFacilityIds(
  reports: readonly Pick<QueuedReport, 'facilityId' | 'userId' | 'organizationId' | 'queuedAt'>[],
  owner: { userId: string; organizationId: string },
  now: number,
): Set<string> {
  return new Set(
    reports
      .filter((report) => report.userId === owner.userId && report.organizationId === owner.organizationId && now - report.queuedAt < CACHE_WINDOW_MS)
      .map((report) => report.facilityId),
  );
}
