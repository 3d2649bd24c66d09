/**
 * Spec 000 §4 and §9: a timer checks every 10 seconds and refreshes the user's shifts when the
 * clock time equals a shift's expected in-time. "Equals" is to the minute (the times shown are
 * 'H:mm'), so a 10-second tick always lands in it; each in-time triggers one refresh only.
 */
import type { Shift } from '../schemas/shift';

export const SHIFT_START_CHECK_MS = 10_000;
const MINUTE = 60_000;

/** A key for one shift's in-time, so the caller refreshes once per in-time. */
export function startCheckKey(shift: Pick<Shift, '_id' | 'expectedInTime'>): string {
  return `${shift._id}@${shift.expectedInTime}`;
}

/** The shifts whose expected in-time falls in the minute of `now` and that were not refreshed yet. */
export function dueStartChecks<T extends Pick<Shift, '_id' | 'expectedInTime'>>(shifts: readonly T[], now: number, done: ReadonlySet<string>): T[] {
  const minute = Math.floor(now / MINUTE);
  return shifts.filter((shift) => Math.floor(Date.parse(shift.expectedInTime) / MINUTE) === minute && !done.has(startCheckKey(shift)));
}
