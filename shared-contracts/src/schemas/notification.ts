import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

/** A push/in-app notification; data.type issue or task drives the bottom-bar badges. */
export const notificationSchema = z.object({
  _id: idSchema,
  title: z.string().default(''),
  body: z.string().default(''),
  read: z.boolean().default(false),
  createdAt: isoDateSchema,
  data: z.object({ type: z.string(), id: z.string().nullish() }).default({ type: 'other' }),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** POST /notifications body: a notification for a member of the caller's organisation (self by default). */
export const createNotificationBodySchema = z.object({
  userId: idSchema.optional(),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).default(''),
  data: z.object({ type: z.string().trim().min(1).max(40), id: z.string().max(100).nullish() }).default({ type: 'other' }),
});
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

/** PUT /notifications/read body: which notifications to mark read (all unread when omitted). */
export const markNotificationsReadBodySchema = z.object({ ids: z.array(idSchema).max(500).optional() });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;
export const markNotificationsReadAnswerSchema = z.object({ status: z.boolean(), updated: z.number().int().nonnegative() });
export type MarkNotificationsReadAnswer = z.infer<typeof markNotificationsReadAnswerSchema>;
