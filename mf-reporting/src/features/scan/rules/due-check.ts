/**
 * Whether a scheduled inspection may start now (spec 000 §5): some timeline entry is not done and
 * its expected time is at or before now plus the facility's offsetMinutes, in Asia/Kolkata.
 * Entries marked 'N/A' (a window that passed without a report) are not done, so they count.
 */
import { type Facility, inKolkata } from 'shared-contracts';

/** Spec 000 §6: may inspect facilities regardless of schedule. */
export const INFINITE_REPORTING = 'infiniteReporting-read';

export function isDue(facility: Pick<Facility, 'timeline' | 'offsetMinutes'>, now: number, permissions: readonly string[]): boolean {
  if (permissions.includes(INFINITE_REPORTING)) return true;
  const latestAllowed = inKolkata(now).add(facility.offsetMinutes, 'minute');
  return facility.timeline.some((entry) => entry.status !== 'done' && !inKolkata(entry.expectedTime).isAfter(latestAllowed));
}
