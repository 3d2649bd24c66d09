/**
 * Spec 000 §4, shift: the status is derived from the flags in this order: finished, started,
 * missed, late, otherwise upcoming. The server sends it already derived; older answers may not.
 */
import { type Shift, type ShiftStatus } from 'shared-contracts';

type ShiftFlags = Pick<Shift, 'finished' | 'started' | 'missed' | 'late'> & { status?: ShiftStatus | undefined };

export function shiftStatusOf(shift: ShiftFlags): ShiftStatus {
  if (shift.status) return shift.status;
  if (shift.finished) return 'finished';
  if (shift.started) return 'started';
  if (shift.missed) return 'missed';
  if (shift.late) return 'late';
  return 'upcoming';
}
