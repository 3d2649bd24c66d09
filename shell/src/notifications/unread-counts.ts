import { type Notification } from 'shared-contracts';

export interface UnreadCounts {
  total: number;
  /** Unread with data.type 'issue': the badge on the issue link (Tickets). */
  issue: number;
  /** Unread with data.type 'task': the badge on the task link. */
  task: number;
}

/** Counts for the bell and the bottom bar's red badges (spec 001 §2.2). */
export function unreadCounts(notifications: readonly Notification[]): UnreadCounts {
  const unread = notifications.filter((item) => !item.read);
  return {
    total: unread.length,
    issue: unread.filter((item) => item.data.type === 'issue').length,
    task: unread.filter((item) => item.data.type === 'task').length,
  };
}

/** Notifications in a newer list that an older one did not have: what arrived since the last look. */
export function arrivedSince(before: readonly Notification[], after: readonly Notification[]): Notification[] {
  const known = new Set(before.map((item) => item._id));
  return after.filter((item) => !known.has(item._id) && !item.read);
}
