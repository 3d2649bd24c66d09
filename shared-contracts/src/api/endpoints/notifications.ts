/** Notification calls (the bell, the notifications page, the bottom bar's badges). */
import { apiRequest } from '../api-client';
import {
  markNotificationsReadAnswerSchema,
  notificationListSchema,
  notificationSchema,
  type CreateNotificationBody,
  type MarkNotificationsReadAnswer,
  type Notification,
} from '../../schemas';

/** GET /notifications: the caller's notifications in the current organisation, newest first. */
export function getNotifications(): Promise<Notification[]> {
  return apiRequest('/notifications', { schema: notificationListSchema });
}

/** PUT /notifications/read: marks the given notifications (or every unread one) read. */
export function markNotificationsRead(ids?: readonly string[]): Promise<MarkNotificationsReadAnswer> {
  return apiRequest('/notifications/read', { method: 'PUT', body: ids ? { ids } : {}, schema: markNotificationsReadAnswerSchema });
}

/** POST /notifications: sends a notification to a member of the organisation (or to oneself). */
export function createNotification(body: CreateNotificationBody): Promise<Notification> {
  return apiRequest('/notifications', { method: 'POST', body, schema: notificationSchema });
}
