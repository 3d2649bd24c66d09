/**
 * Web Push and live updates (issue 21): the browser's push subscription as the shell registers it,
 * what a push message carries, and the events the api streams to open apps over server-sent events.
 */
import { z } from 'zod/mini';
import { idSchema, isSingleLine, textSchema } from './common';
import { notificationSchema } from './notification';
import { lazySchema } from './lazy-schema';

const base64url = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'is not base64url')));

/**
 * PushSubscription.toJSON() of a browser; POST /users/register-notification sends it as its token
 * (JSON text), so the spec's body `{ token }` stays what it is.
 */
export const webPushSubscriptionSchema = lazySchema(() =>
  z.object({
    endpoint: z.string().check(z.maxLength(1000), z.refine(isSingleLine, 'contains characters that are not allowed'), z.startsWith('https://')),
    expirationTime: z.nullish(z.number()),
    keys: z.object({ p256dh: base64url, auth: base64url }),
  }),
);
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** GET /push/vapid-public-key: the application server key the browser subscribes with. */
export const vapidPublicKeyAnswerSchema = lazySchema(() => z.object({ publicKey: base64url }));
export type VapidPublicKeyAnswer = z.infer<typeof vapidPublicKeyAnswerSchema>;

/** POST /events/ticket: a short-lived ticket that opens GET /events?ticket=… (EventSource sends no headers). */
export const liveTicketAnswerSchema = lazySchema(() =>
  z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(2000)), expiresIn: z.int().check(z.positive()) }),
);
export type LiveTicketAnswer = z.infer<typeof liveTicketAnswerSchema>;

/** What one push message carries (the service worker shows it; an open app toasts it). */
export const pushPayloadSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: textSchema,
    body: z._default(textSchema, ''),
    type: z._default(textSchema, 'other'),
    url: z.string().check(z.maxLength(300), z.startsWith('/')),
    /** The issue or task it is about (data.id), so a tap in an open app opens it. */
    dataId: z.nullish(idSchema),
  }),
);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The events of GET /events, one JSON object per `data:` line. */
export const liveEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('notification'), notification: notificationSchema }),
    z.object({ type: z.literal('issue'), issueId: idSchema }),
    z.object({ type: z.literal('report'), localId: idSchema, facilityId: idSchema }),
  ]),
);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The page a notification opens: its task or issue, else the notifications page. */
export function notificationPath(data: { type: string; id?: string | null }): string {
  if (data.id && data.type === 'task') return `/tasks/${encodeURIComponent(data.id)}`;
  if (data.id && data.type === 'issue') return `/issues/details/${encodeURIComponent(data.id)}`;
  return '/notifications';
}

/** GET /events query: the ticket of POST /events/ticket. */
export const liveEventsQuerySchema = lazySchema(() =>
  z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(2000), z.regex(/^[A-Za-z0-9_.-]+$/, 'is not a ticket')) }),
);
export type LiveEventsQuery = z.infer<typeof liveEventsQuerySchema>;
