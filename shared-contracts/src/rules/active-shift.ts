/** Spec 000 §4: the active shift is the first one whose status is started, late or upcoming. */
import type { Shift, ShiftStatus } from '../schemas/shift';
import { shiftStatusOf } from './shift-status';

const ACTIVE: readonly ShiftStatus[] = ['started', 'late', 'upcoming'];

export function isActiveStatus(status: ShiftStatus): boolean {
  return ACTIVE.includes(status);
}

/** The first active shift in the order given (the server lists them by expected in-time). */
export function findActiveShift<T extends Shift>(shifts: readonly T[]): T | undefined {
  return shifts.find((shift) => isActiveStatus(shiftStatusOf(shift)));
}
