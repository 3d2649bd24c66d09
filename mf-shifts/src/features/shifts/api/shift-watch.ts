/**
 * The background side of mf-shifts (RemoteModule.start, run once by the shell): follows the
 * session, loads the signed-in user's shifts so the active shift is published even before
 * /shifts is opened, and runs the 10-second start check. Idle while nobody with shift-read is
 * signed in.
 */
import { type Subscription } from 'rxjs';
import { SHIFT_START_CHECK_MS, bus, session } from 'shared-contracts';
import { type ShiftStore, shiftStore } from './shift-store';

export const SHIFT_READ = 'shift-read';

export function watchShifts(store: ShiftStore = shiftStore): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const subscriptions: Subscription[] = [];

  subscriptions.push(
    session.changes.subscribe(({ user, permissions }) => {
      const owner = user && permissions.includes(SHIFT_READ) ? { userId: user._id, organizationId: user.organization ?? null } : null;
      const changed = store.snapshot.owner?.userId !== owner?.userId || store.snapshot.owner?.organizationId !== owner?.organizationId;
      if (!changed) return;
      store.follow(owner);
      stopTimer();
      if (!owner) return;
      void store.refresh();
      timer = setInterval(() => void store.tick(), SHIFT_START_CHECK_MS);
    }),
  );
  // Started or ended in another tab (durable events are relayed): this tab's list is out of date.
  // This tab's own actions refresh by themselves (the store is busy while they run).
  for (const type of ['shift/started', 'shift/ended'] as const) {
    subscriptions.push(
      bus.on(type).subscribe(() => {
        if (store.snapshot.owner && !store.snapshot.busy) void store.refresh();
      }),
    );
  }
  // Back online: the statuses the device aged are replaced by the server's.
  subscriptions.push(
    bus.on('offline/changed').subscribe(({ offline }) => {
      if (!offline && store.snapshot.owner && store.snapshot.fromCache) void store.refresh();
    }),
  );

  const onOnline = () => {
    if (store.snapshot.owner && store.snapshot.fromCache) void store.refresh();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  return () => {
    stopTimer();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
