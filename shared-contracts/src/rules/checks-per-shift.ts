/** Spec 000 §9 and 001 §9: checks per shift per mapping = floor(shift duration in hours / interval). */
import type { Shift, ShiftMapping } from '../schemas/shift';

const HOUR = 3_600_000;

/** Checks between two instants (ms) at an interval in hours; the api passes its Date columns here. */
export function checksBetween(expectedInMs: number, expectedOutMs: number, intervalHours: number): number {
  if (!(intervalHours > 0) || !Number.isFinite(expectedInMs) || !Number.isFinite(expectedOutMs)) return 0;
  const hours = (expectedOutMs - expectedInMs) / HOUR;
  // The epsilon keeps 8 h / (8/3 h) from landing on 2.9999… and losing a check to floating point.
  return Math.max(0, Math.floor(hours / intervalHours + 1e-9));
}

export function checksPerShift(shift: Pick<Shift, 'expectedInTime' | 'expectedOutTime'>, intervalHours: number): number {
  return checksBetween(Date.parse(shift.expectedInTime), Date.parse(shift.expectedOutTime), intervalHours);
}

/** Expected checks of one mapping over the shift: per facility, so times the number of facilities. */
export function expectedChecksOfMapping(
  shift: Pick<Shift, 'expectedInTime' | 'expectedOutTime'>,
  mapping: Pick<ShiftMapping, 'interval' | 'facilities'>,
): number {
  return checksPerShift(shift, mapping.interval) * mapping.facilities.length;
}
