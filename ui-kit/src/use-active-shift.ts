/**
 * The signed-in user's active shift as mf-shifts publishes it (bus 'shift/active-changed', kept in
 * the shared database): mf-reporting and mf-adhoc react to a start or an end without reloading,
 * and know the last state when opened offline or before mf-shifts has loaded.
 */
import { useEffect, useState } from 'react';
import { type ActiveShiftState, bus, readActiveShift } from 'shared-contracts';
import { useSessionUser } from './use-session';

export function useActiveShift(): ActiveShiftState | null {
  const user = useSessionUser();
  const userId = user?._id ?? null;
  const organizationId = user?.organization ?? null;
  const [state, setState] = useState<ActiveShiftState | null>(null);

  useEffect(() => {
    if (!userId) return;
    const mine = (next: ActiveShiftState) => next.userId === userId && next.organizationId === organizationId;
    let live = false;
    // The bus replays the last state; the database answers only if nothing newer came first.
    const subscription = bus.on('shift/active-changed').subscribe((next) => {
      if (!mine(next)) return;
      live = true;
      setState(next);
    });
    readActiveShift(userId, organizationId).then(
      (stored) => {
        if (!live) setState(stored);
      },
      (error: unknown) => console.error('ui-kit: could not read the active shift', error),
    );
    return () => subscription.unsubscribe();
  }, [userId, organizationId]);

  // A state left from an earlier user (sign-out, another sign-in) is not this user's shift.
  return state && state.userId === userId && state.organizationId === organizationId ? state : null;
}
