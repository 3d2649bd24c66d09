/**
 * Spec 000 §4 and 001 §4, shift status: derived from the flags in this order: finished, started,
 * missed, late, otherwise upcoming. The server derives the flags for the caller; `shiftFlagsAt`
 * ages them on the device (a shift nobody started turns late at its in-time and missed at its
 * out-time), so the status stays true while offline.
 */
import type { Shift, ShiftStatus } from '../schemas/shift';

export type ShiftFlags = Pick<Shift, 'finished' | 'started' | 'missed' | 'late'>;

export function deriveShiftStatus(flags: ShiftFlags): ShiftStatus {
  if (flags.finished) return 'finished';
  if (flags.started) return 'started';
  if (flags.missed) return 'missed';
  if (flags.late) return 'late';
  return 'upcoming';
}

/** The status the server derived, or the one the flags give when an older answer has none. */
export function shiftStatusOf(shift: ShiftFlags & { status?: ShiftStatus | undefined }): ShiftStatus {
  return shift.status ?? deriveShiftStatus(shift);
}

/**
 * The caller's flags at `now`. Only a shift the user has not started changes with the clock: it is
 * late once its in-time has passed and missed once its out-time has. Started and finished come
 * from the server only (the user's own start and end actions).
 */
export function shiftFlagsAt(shift: Pick<Shift, keyof ShiftFlags | 'expectedInTime' | 'expectedOutTime'>, now: number): ShiftFlags {
  const { started, finished } = shift;
  if (started || finished) return { started, finished, missed: shift.missed, late: shift.late };
  return {
    started,
    finished,
    missed: shift.missed || now >= Date.parse(shift.expectedOutTime),
    late: shift.late || now > Date.parse(shift.expectedInTime),
  };
}

/**
 * The shift as it stands at `now` on this device: a shift not started (upcoming or late) is aged
 * by the clock; any other keeps the status the server gave.
 */
export function shiftAt<T extends Shift>(shift: T, now: number): T & { status: ShiftStatus } {
  const status = shiftStatusOf(shift);
  if (status !== 'upcoming' && status !== 'late') return { ...shift, status };
  const flags = shiftFlagsAt(shift, now);
  return { ...shift, ...flags, status: deriveShiftStatus(flags) };
}
