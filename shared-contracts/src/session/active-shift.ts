/**
 * The signed-in user's active shift as the other remotes need it (mf-reporting shows the
 * 'Ad-Hoc Requests' header only while it is started; its progress bar counts its reports).
 * mf-shifts publishes it on the bus ('shift/active-changed', durable and replayed, so other tabs
 * and late subscribers get it) and keeps the last value in the shared database, so a page opened
 * offline, or before mf-shifts has loaded, still knows the shift.
 */
import { bus } from '../bus/bus';
import { readSetting, writeSetting } from '../db/db';
import type { Shift, ShiftStatus } from '../schemas/shift';

export interface ActiveShiftState {
  userId: string;
  organizationId: string | null;
  /** null: the user has no active shift. */
  shiftId: string | null;
  status: ShiftStatus | null;
  expectedInTime: string | null;
  expectedOutTime: string | null;
}

export function activeShiftStateOf(userId: string, organizationId: string | null, shift: (Shift & { status: ShiftStatus }) | undefined): ActiveShiftState {
  return {
    userId,
    organizationId,
    shiftId: shift?._id ?? null,
    status: shift?.status ?? null,
    expectedInTime: shift?.expectedInTime ?? null,
    expectedOutTime: shift?.expectedOutTime ?? null,
  };
}

function same(a: ActiveShiftState | undefined | null, b: ActiveShiftState): boolean {
  return (
    !!a &&
    a.userId === b.userId &&
    a.organizationId === b.organizationId &&
    a.shiftId === b.shiftId &&
    a.status === b.status &&
    a.expectedInTime === b.expectedInTime &&
    a.expectedOutTime === b.expectedOutTime
  );
}

/** Stores and announces the state; an unchanged state is not announced again. Answers whether it changed. */
export async function publishActiveShift(state: ActiveShiftState): Promise<boolean> {
  const previous = bus.current('shift/active-changed') ?? (await readSetting<ActiveShiftState | null>('activeShift', null));
  await writeSetting('activeShift', state);
  if (same(previous, state)) return false;
  bus.emit('shift/active-changed', state);
  return true;
}

/** The last known state for this user and organisation: from the bus, else from the database. */
export async function readActiveShift(userId: string, organizationId: string | null): Promise<ActiveShiftState | null> {
  const mine = (state: ActiveShiftState | null | undefined) => (state && state.userId === userId && state.organizationId === organizationId ? state : null);
  return mine(bus.current('shift/active-changed')) ?? mine(await readSetting<ActiveShiftState | null>('activeShift', null));
}
