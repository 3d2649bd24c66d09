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
