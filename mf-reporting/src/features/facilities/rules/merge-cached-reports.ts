/**
 * Spec 000 §4: a cached (queued, unsent) report for a facility, made within 8 hours of the
 * facility list's cached timestamp, marks the entry done locally: inCache true, actualTime set.
 * The entry is the one that was next when the report was made (the first still to do).
 */
import { CACHED_REPORT_WINDOW_MS, type Facility, type TimelineEntry } from 'shared-contracts';

export interface CachedReportMark {
  facilityId: string;
  /** When the report was made (ms). */
  madeAt: number;
}

export function mergeCachedReports(facilities: readonly Facility[], cached: readonly CachedReportMark[], fetchedAt: number): Facility[] {
  const byFacility = new Map<string, number[]>();
  for (const mark of cached) {
    if (Math.abs(mark.madeAt - fetchedAt) > CACHED_REPORT_WINDOW_MS) continue;
    byFacility.set(mark.facilityId, [...(byFacility.get(mark.facilityId) ?? []), mark.madeAt]);
  }
  return facilities.map((facility) => {
    const marks = byFacility.get(facility._id);
    if (!marks) return facility;
    const timeline: TimelineEntry[] = facility.timeline.map((entry) => ({ ...entry }));
    for (const madeAt of [...marks].sort((a, b) => a - b)) {
      const entry = timeline.find((candidate) => candidate.status === 'todo');
      if (!entry) break;
      Object.assign(entry, { status: 'done', inCache: true, actualTime: new Date(madeAt).toISOString() } satisfies Partial<TimelineEntry>);
    }
    return { ...facility, timeline };
  });
}
