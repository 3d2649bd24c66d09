/**
 * Shift status for one user (spec 000 §4): the flags come from the user's check-in here, the
 * status from them by the rule the clients use (shared-contracts: finished, then started, then
 * missed, then late, otherwise upcoming). A shift is shared by the people of its mappings; each
 * one's check-in says whether they started (and ended) it.
 */
import type { ShiftFlags } from 'shared-contracts/rules';
import type { ShiftStatus } from 'shared-contracts/schemas';
import { rules } from '../contracts';

export interface CheckInLike {
  user: string;
  actualInTime: string;
  actualOutTime?: string | null;
}

/** The flags of `userId` for a shift, at `now`. */
export function shiftFlagsFor(shift: { expectedInTime: Date; expectedOutTime: Date; checkIns: readonly CheckInLike[] }, userId: string, now: Date): ShiftFlags {
  const checkIn = shift.checkIns.find((entry) => entry.user === userId);
  const started = checkIn !== undefined;
  const finished = Boolean(checkIn?.actualOutTime);
  const missed = !started && now.getTime() >= shift.expectedOutTime.getTime();
  const late = started ? new Date(checkIn.actualInTime).getTime() > shift.expectedInTime.getTime() : now.getTime() > shift.expectedInTime.getTime();
  return { started, finished, missed, late };
}

/** The active shift: the first (by expected in-time) with status started, late or upcoming. */
export function findActiveShift<T extends { status: ShiftStatus; expectedInTime: Date }>(shifts: readonly T[]): T | undefined {
  return [...shifts].sort((a, b) => a.expectedInTime.getTime() - b.expectedInTime.getTime()).find((shift) => rules.isActiveStatus(shift.status));
}
