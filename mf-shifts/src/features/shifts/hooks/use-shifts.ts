import { useEffect, useSyncExternalStore } from 'react';
import { useSessionUser } from 'ui-kit';
import { type ShiftStore, type ShiftsState, shiftStore } from '../api/shift-store';

/**
 * The signed-in user's shifts from the shared store, loaded again whenever a page opens (the
 * background check keeps them current in between).
 */
export function useShifts(store: ShiftStore = shiftStore): ShiftsState {
  const user = useSessionUser();
  const userId = user?._id ?? null;
  const organizationId = user?.organization ?? null;
  useEffect(() => {
    store.follow(userId ? { userId, organizationId } : null);
    void store.refresh();
  }, [store, userId, organizationId]);
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.state.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => store.snapshot,
  );
}
