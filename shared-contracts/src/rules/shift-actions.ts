/**
 * Spec 000 §4 and §9: which shift actions a user has. A shift is started by the start action; the
 * end action, after a confirmation, is available from 15 minutes before the expected out-time on.
 */
import type { Shift } from '../schemas/shift';
import { findActiveShift } from './active-shift';
import { shiftStatusOf } from './shift-status';

export const END_SHIFT_ALLOWED_BEFORE_OUT_MS = 15 * 60_000;

/** The instant from which the end action is available. */
export function endShiftAvailableFrom(shift: Pick<Shift, 'expectedOutTime'>): number {
  return Date.parse(shift.expectedOutTime) - END_SHIFT_ALLOWED_BEFORE_OUT_MS;
}

/** A started shift can be ended from 15 minutes before its out-time onward. */
export function canEndShift(shift: Shift, now: number): boolean {
  return shiftStatusOf(shift) === 'started' && now >= endShiftAvailableFrom(shift);
}

/**
 * Only the active shift can be started, while it is late or upcoming and its out-time is ahead
 * (the server refuses a shift that is over). Tomorrow's shift waits its turn.
 */
export function canStartShift(shift: Shift, shifts: readonly Shift[], now: number): boolean {
  const status = shiftStatusOf(shift);
  if (status !== 'late' && status !== 'upcoming') return false;
  return findActiveShift(shifts)?._id === shift._id && now < Date.parse(shift.expectedOutTime);
}
