/**
 * The signed-in user's notifications. Loaded from the api at sign-in and polled while online;
 * what arrives since the last look goes on the bus as 'notification/received' (the toast shows it,
 * other tabs get it too). A native wrapper or a remote may also emit 'notification/received';
 * such a notification joins the list as unread.
 */
import { type Notification, bus, getNotifications, markNotificationsRead, ownedState, session } from 'shared-contracts';
import { offlineStore } from '../offline/offline-store';
import { arrivedSince } from './unread-counts';

/** How often the api is asked for new notifications while the app is open and online. */
export const NOTIFICATION_POLL_MS = 30_000;

export interface NotificationState {
  items: readonly Notification[];
  loaded: boolean;
}

const state = ownedState<NotificationState>({ items: [], loaded: false });

/** The signed-in user's notifications; written only here. */
export const notificationState = state.readable;

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
      bus.emit('notification/received', { id: item._id, title: item.title, body: item.body, type: item.data.type });
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

function isOfflineNow(): boolean {
  const { user, browser } = offlineStore.snapshot;
  return user || browser;
}

function report(error: unknown): void {
  console.warn('notifications not refreshed', error);
}

/** Follows the session and the bus; call once at start. */
export function startNotifications(): void {
  session.changes.subscribe(({ user }) => {
    const next = user?._id ?? null;
    if (next === userId) return;
    userId = next;
    state.set({ items: [], loaded: false });
    if (next) void refreshNotifications().catch(report);
  });
  setInterval(() => void refreshNotifications().catch(report), NOTIFICATION_POLL_MS);
  offlineStore.offline.subscribe((offline) => {
    if (!offline) void refreshNotifications().catch(report);
  });
  bus.on('notification/received').subscribe(({ id, title, body, type }) => {
    const { items, loaded } = state.value;
    if (items.some((item) => item._id === id)) return;
    const received: Notification = { _id: id, title, body, read: false, createdAt: new Date().toISOString(), data: { type: type ?? 'other' } };
    state.set({ items: [received, ...items], loaded });
  });
}
