import { z } from 'zod/mini';
import { idSchema, isoDateSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A push/in-app notification; data.type issue or task drives the bottom-bar badges. */
export const notificationSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    title: z._default(textSchema, ''),
    body: z._default(textSchema, ''),
    read: z._default(z.boolean(), false),
    createdAt: isoDateSchema,
    data: z._default(z.object({ type: textSchema, id: z.nullish(textSchema) }), { type: 'other' }),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = lazySchema(() => z.array(notificationSchema));

/** POST /notifications body: a notification for a member of the caller's organisation (self by default). */
export const createNotificationBodySchema = lazySchema(() =>
  z.object({
    userId: z.optional(idSchema),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    body: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
    data: z._default(z.object({ type: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), id: z.nullish(z.string().check(z.maxLength(100))) }), {
      type: 'other',
    }),
  }),
);
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

/** PUT /notifications/read body: which notifications to mark read (all unread when omitted). */
export const markNotificationsReadBodySchema = lazySchema(() => z.object({ ids: z.optional(z.array(idSchema).check(z.maxLength(500))) }));
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;
export const markNotificationsReadAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), updated: z.int().check(z.nonnegative()) }));
export type MarkNotificationsReadAnswer = z.infer<typeof markNotificationsReadAnswerSchema>;
