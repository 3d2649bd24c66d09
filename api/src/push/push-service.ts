/**
 * Web Push to closed apps (VAPID, `web-push`): the subscriptions of each user's browsers, sent a
 * message for every new notification; a subscription the push service calls gone (404/410) is
 * removed. Endpoints must be on a known push service's host: the api POSTs to that URL, so an
 * arbitrary one would let any user make the server call into its own network.
 */
import { inArray, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload, WebPushSubscription } from 'shared-contracts/schemas';
import type { VapidKeys } from '../auth/vapid-keys';
import type { Db } from '../db/client';
import { schemas } from '../contracts';
import { pushSubscriptions } from '../db/schema';

/** Chromium (FCM), Firefox, Safari and Edge push services; PUSH_ENDPOINT_HOSTS replaces the list. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Sends one message; answers the push service's HTTP status (a WebPushError's too). */
export type PushTransport = (subscription: WebPushSubscription, payload: string, keys: VapidKeys) => Promise<number>;

export const webPushTransport: PushTransport = async (subscription, payload, keys) => {
  try {
    const result = await webpush.sendNotification(subscription, payload, { vapidDetails: keys, TTL: 24 * 60 * 60, timeout: 10_000 });
    return result.statusCode;
  } catch (error) {
    if (error instanceof webpush.WebPushError) return error.statusCode;
    throw error;
  }
};

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

export interface PushMessage {
  userId: string;
  payload: PushPayload;
}

export class PushService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly keys: VapidKeys,
    readonly allowedHosts: readonly string[],
    private readonly transport: PushTransport,
    private readonly log: (error: unknown, message: string) => void,
  ) {}

  /** Stores (or moves to this user) the subscription of one browser. */
  async subscribe(userId: string, subscription: WebPushSubscription, now: Date): Promise<void> {
    const row = { endpoint: subscription.endpoint, userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: now };
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: row.p256dh, auth: row.auth, createdAt: now } });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    const [row] = await this.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    if (row?.userId === userId) await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }

  /** Sends in the background: a slow push service never holds up the request that notified. */
  send(messages: readonly PushMessage[]): void {
    if (messages.length === 0) return;
    const job = this.deliver(messages).catch((error: unknown) => this.log(error, 'push delivery failed'));
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves when every send started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(messages: readonly PushMessage[]): Promise<void> {
    const userIds = [...new Set(messages.map((message) => message.userId))];
    const rows = await this.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    const gone: string[] = [];
    await Promise.all(
      messages.flatMap((message) =>
        rows
          .filter((row) => row.userId === message.userId)
          .map(async (row) => {
            const subscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
            try {
              const status = await this.transport(subscription, JSON.stringify(message.payload), this.keys);
              if (status === 404 || status === 410) gone.push(row.endpoint);
              else if (status >= 400) this.log(new Error(`push service answered ${status}`), 'push not accepted');
            } catch (error) {
              this.log(error, 'push not sent');
            }
          }),
      ),
    );
    if (gone.length > 0) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
  }
}

/**
 * A register-notification token: a Web Push subscription as JSON text, or (anything not starting
 * with '{') a native wrapper's push token, kept as before in users.push_tokens.
 */
export function parsePushToken(
  token: string,
  hosts: readonly string[],
): { kind: 'web'; subscription: WebPushSubscription } | { kind: 'native' } | { kind: 'invalid'; reason: string } {
  if (!token.trimStart().startsWith('{')) return { kind: 'native' };
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return { kind: 'invalid', reason: 'token: not valid JSON' };
  }
  const parsed = schemas.webPushSubscriptionSchema.safeParse(json);
  if (!parsed.success) return { kind: 'invalid', reason: 'token: not a Web Push subscription' };
  if (!isAllowedPushEndpoint(parsed.data.endpoint, hosts)) return { kind: 'invalid', reason: 'token: the endpoint is not a known push service' };
  return { kind: 'web', subscription: parsed.data };
}
