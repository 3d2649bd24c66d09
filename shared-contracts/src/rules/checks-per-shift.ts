/** Spec 000 §9 and 001 §9: checks per shift per mapping = floor(shift duration in hours / interval). */
import type { Shift, ShiftMapping } from '../schemas/shift';

const HOUR = 3_600_000;

export function checksPerShift(shift: Pick<Shift, 'expectedInTime' | 'expectedOutTime'>, intervalHours: number): number {
  if (!(intervalHours > 0)) return 0;
  const hours = (Date.parse(shift.expectedOutTime) - Date.parse(shift.expectedInTime)) / HOUR;
  // The epsilon keeps 8 h / (8/3 h) from landing on 2.9999… and losing a check to floating point.
  return Math.max(0, Math.floor(hours / intervalHours + 1e-9));
}

/** Expected checks of one mapping over the shift: per facility, so times the number of facilities. */
export function expectedChecksOfMapping(shift: Pick<Shift, 'expectedInTime' | 'expectedOutTime'>, mapping: Pick<ShiftMapping, 'interval' | 'facilities'>): number {
  return checksPerShift(shift, mapping.interval) * mapping.facilities.length;
}
