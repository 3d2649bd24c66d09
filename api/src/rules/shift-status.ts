/**
 * Shift status for one user (spec 000 §4): finished, then started, then missed, then late,
 * otherwise upcoming. A shift is shared by the people of its mappings; each one's check-in says
 * whether they started (and ended) it.
 */
import type { ShiftStatus } from 'shared-contracts/schemas';

export interface ShiftFlags {
  started: boolean;
  finished: boolean;
  missed: boolean;
  late: boolean;
}

export interface CheckInLike {
  user: string;
  actualInTime: string;
  actualOutTime?: string | null;
}

export function deriveShiftStatus(flags: ShiftFlags): ShiftStatus {
  if (flags.finished) return 'finished';
  if (flags.started) return 'started';
  if (flags.missed) return 'missed';
  if (flags.late) return 'late';
  return 'upcoming';
}

/** The flags of `userId` for a shift, at `now`. */
export function shiftFlagsFor(
  shift: { expectedInTime: Date; expectedOutTime: Date; checkIns: readonly CheckInLike[] },
  userId: string,
  now: Date,
): ShiftFlags {
  const checkIn = shift.checkIns.find((entry) => entry.user === userId);
  const started = checkIn !== undefined;
  const finished = Boolean(checkIn?.actualOutTime);
  const missed = !started && now.getTime() >= shift.expectedOutTime.getTime();
  const late = started
    ? new Date(checkIn.actualInTime).getTime() > shift.expectedInTime.getTime()
    : now.getTime() > shift.expectedInTime.getTime();
  return { started, finished, missed, late };
}

/** The active shift: the first (by expected in-time) with status started, late or upcoming. */
export function findActiveShift<T extends { status: ShiftStatus; expectedInTime: Date }>(shifts: readonly T[]): T | undefined {
  return [...shifts]
    .sort((a, b) => a.expectedInTime.getTime() - b.expectedInTime.getTime())
    .find((shift) => shift.status === 'started' || shift.status === 'late' || shift.status === 'upcoming');
}
