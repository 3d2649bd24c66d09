/**
 * The signed-in user's notifications. Loaded from the api at sign-in; new ones arrive over the live
 * stream (live-updates.ts) or from the service worker's push (web-push.ts), and the api is polled
 * every 30 s only while the stream is not open. What arrives goes on the bus as
 * 'notification/received' (the toast shows it, other tabs get it too). A native wrapper or a remote
 * may also emit 'notification/received'; such a notification joins the list as unread.
 */
import { type Observable, ReplaySubject } from 'rxjs';
import { type EventMap, type Notification, type PushPayload, bus, getNotifications, markNotificationsRead, ownedState, session } from 'shared-contracts';
import { offlineStore } from '../offline/offline-store';
import { liveState, startLiveUpdates } from './live-updates';
import { arrivedSince } from './unread-counts';
import { listenToWorker, registerPush } from './web-push';

/** How often the api is asked for new notifications while the app is open, online and without its live stream. */
export const NOTIFICATION_POLL_MS = 30_000;

export interface NotificationState {
  items: readonly Notification[];
  loaded: boolean;
}

const state = ownedState<NotificationState>({ items: [], loaded: false });

/** The signed-in user's notifications; written only here. */
export const notificationState = state.readable;

/** How long a toast shows (spec 001 §9: 5000 ms). */
export const PUSH_TOAST_MS = 5000;

type Arrival = EventMap['notification/received'];
const arrivals = new ReplaySubject<Arrival>(20, PUSH_TOAST_MS);
// Every arrival, whoever put it on the bus (this store, a remote, a native wrapper), from the
// moment the signed-in UI's code loads.
bus.on('notification/received').subscribe((arrival) => arrivals.next(arrival));

/**
 * What arrived, for the toast: what arrived in the last PUSH_TOAST_MS is replayed to a toast host
 * that subscribes late. The live stream opens when this code loads, before the signed-in layout
 * has rendered (its pages load first), and a notification in that gap would otherwise have no toast.
 */
export const notificationArrivals: Observable<Arrival> = arrivals.asObservable();

let userId: string | null = null;

export async function refreshNotifications(): Promise<void> {
  if (!session.snapshot.user || isOfflineNow()) return;
  const forUser = session.snapshot.user._id;
  const items = await getNotifications();
  if (session.snapshot.user?._id !== forUser) return;
  const before = state.value;
  state.set({ items, loaded: true });
  if (before.loaded) {
    for (const item of arrivedSince(before.items, items)) {
      bus.emit('notification/received', { id: item._id, title: item.title, body: item.body, type: item.data.type, dataId: item.data.id ?? null });
    }
  }
}

/** Marks the given notifications (or all) read: shown at once, undone if the api refuses. */
export async function markRead(ids?: readonly string[]): Promise<void> {
  const before = state.value;
  const chosen = ids ? new Set(ids) : null;
  state.set({ ...before, items: before.items.map((item) => (!chosen || chosen.has(item._id) ? { ...item, read: true } : item)) });
  try {
    await markNotificationsRead(ids);
  } catch (error) {
    state.set(before);
    throw error;
  }
}

/**
 * A notification from the live stream or a push: joins the list once (the stream and the push of
 * the same notification may both arrive); `announce` puts it on the bus, which toasts it.
 */
export function receiveNotification(item: Notification, announce = true): void {
  const { items, loaded } = state.value;
  if (!session.snapshot.user || items.some((known) => known._id === item._id)) return;
  state.set({ items: [item, ...items], loaded });
  if (announce) bus.emit('notification/received', { id: item._id, title: item.title, body: item.body, type: item.data.type, dataId: item.data.id ?? null });
}

function fromPush(payload: PushPayload): Notification {
  return {
    _id: payload.id,
    title: payload.title,
    body: payload.body,
    read: false,
    createdAt: new Date().toISOString(),
    data: { type: payload.type, id: payload.dataId ?? null },
  };
}

function isOfflineNow(): boolean {
  const { user, browser } = offlineStore.snapshot;
  return user || browser;
}

function report(error: unknown): void {
  console.warn('notifications not refreshed', error);
}

/**
 * Follows the session and the bus; call once at start. The list loads at once (the header's
 * count); the push registration and the live stream start when `later` resolves (the shell passes
 * afterFirstPage): the permission check, the ticket and the stream's request were ~40 ms of a
 * phone's first screen each (issue 15), and nothing arrives through them in that first second
 * that the list's load does not bring.
 */
export function startNotifications(later: () => Promise<void> = () => Promise.resolve()): void {
  session.changes.subscribe(({ user }) => {
    const next = user?._id ?? null;
    if (next === userId) return;
    userId = next;
    state.set({ items: [], loaded: false });
    if (!next) return;
    void refreshNotifications().catch(report);
    void later()
      .then(() => (session.snapshot.user?._id === next ? registerPush() : false))
      .catch((error: unknown) => console.warn('push not registered', error));
  });
  // Polling is the fallback: only while the live stream is not open.
  setInterval(() => liveState.value !== 'open' && void refreshNotifications().catch(report), NOTIFICATION_POLL_MS);
  void later().then(() => startLiveUpdates({ createSource: (url) => new EventSource(url), onNotification: (item) => receiveNotification(item) }));
  // The stream (re)opened: catch up with what was missed while it was down.
  liveState.subscribe((live) => live === 'open' && void refreshNotifications().catch(report));
  // A system notification was shown (no window focused): list it without a toast.
  listenToWorker({ onPush: (payload, shown) => receiveNotification(fromPush(payload), !shown), onOpen: (to) => bus.emit('ui/navigate', { to }) });
  // Back online: what arrived meanwhile. Only on the way back: the current value, which the
  // subscription answers at once, is the start, whose load the session's subscription made already.
  let wasOffline = isOfflineNow();
  offlineStore.offline.subscribe((offline) => {
    if (wasOffline && !offline) void refreshNotifications().catch(report);
    wasOffline = offline;
  });
  bus.on('notification/received').subscribe(({ id, title, body, type, dataId }) => {
    const { items, loaded } = state.value;
    if (items.some((item) => item._id === id)) return;
    const received: Notification = {
      _id: id,
      title,
      body,
      read: false,
      createdAt: new Date().toISOString(),
      data: { type: type ?? 'other', id: dataId ?? null },
    };
    state.set({ items: [received, ...items], loaded });
  });
}
