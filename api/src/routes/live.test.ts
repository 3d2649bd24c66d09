import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PushPayload, WebPushSubscription } from 'shared-contracts/schemas';
import { loadVapidKeys } from '../auth/vapid-keys';
import { pushSubscriptions, users } from '../db/schema';
import type { PushTransport } from '../push/push-service';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

const sent: { endpoint: string; payload: PushPayload }[] = [];
/** A push service that says the endpoints ending in /gone no longer exist. */
const fakePushService: PushTransport = async (subscription, payload) => {
  sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) as PushPayload });
  return subscription.endpoint.endsWith('/gone') ? 410 : 201;
};

function subscription(endpoint: string): WebPushSubscription {
  const ecdh = createECDH('prime256v1');
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp(undefined, { pushTransport: fakePushService });
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const register = (token: string, sub: WebPushSubscription) => call(token, 'POST', '/users/register-notification', { token: JSON.stringify(sub) });
const stored = () => t.database.db.select().from(pushSubscriptions);

describe('register-notification with a Web Push subscription', () => {
  it('stores one row per browser, moves a browser to whoever registers it last, and keeps native tokens as before', async () => {
    const phone = subscription('https://fcm.googleapis.com/fcm/send/reporter-phone');
    expect((await register(reporter, phone)).json()).toEqual({ status: true });
    expect((await register(reporter, phone)).statusCode).toBe(200);
    expect(await stored()).toEqual([
      expect.objectContaining({ endpoint: phone.endpoint, userId: 'usr-reporter', p256dh: phone.keys.p256dh, auth: phone.keys.auth }),
    ]);
    // The same browser signed in by someone else now belongs to them.
    await register(manager, phone);
    expect((await stored()).map((row) => row.userId)).toEqual(['usr-manager']);
    await register(reporter, phone);
    const native = await call(reporter, 'POST', '/users/register-notification', { token: 'native-token-1' });
    expect(native.statusCode).toBe(200);
    const [row] = await t.database.db.select({ pushTokens: users.pushTokens }).from(users).where(eq(users.id, 'usr-reporter'));
    expect(row?.pushTokens).toContain('native-token-1');
    expect(row?.pushTokens.some((token) => token.startsWith('{'))).toBe(false);
  });

  it('refuses a subscription that is not one, or whose endpoint is not a push service', async () => {
    const bad = [
      '{"endpoint":',
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' }),
      JSON.stringify(subscription('https://127.0.0.1/push')),
      JSON.stringify(subscription('https://example.com/push')),
    ];
    for (const token of bad) expect((await call(reporter, 'POST', '/users/register-notification', { token })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/users/register-notification', { token: JSON.stringify(subscription('https://fcm.googleapis.com/x')) })).statusCode).toBe(
      401,
    );
  });

  it('logout with the subscription as token removes that browser', async () => {
    const laptop = subscription('https://updates.push.services.mozilla.com/wpush/v2/laptop');
    const session = await t.login('reporter@facilityops.test');
    await register(session, laptop);
    expect((await stored()).some((row) => row.endpoint === laptop.endpoint)).toBe(true);
    expect((await call(session, 'POST', '/auth/logout', { token: JSON.stringify(laptop) })).statusCode).toBe(200);
    expect((await stored()).some((row) => row.endpoint === laptop.endpoint)).toBe(false);
  });
});

describe('push delivery', () => {
  it('sends every browser of the user a message for a new notification, and forgets the ones the push service calls gone', async () => {
    await register(reporter, subscription('https://fcm.googleapis.com/fcm/send/reporter-desk'));
    await register(reporter, subscription('https://fcm.googleapis.com/fcm/send/gone'));
    sent.length = 0;
    const created = await call(manager, 'POST', '/notifications', {
      userId: 'usr-reporter',
      title: 'Please look',
      body: 'Toilet 2',
      data: { type: 'issue', id: 'iss-1' },
    });
    expect(created.statusCode).toBe(200);
    await waitFor(() => sent.length >= 3);
    const id = (created.json() as { _id: string })._id;
    expect(sent.map((s) => s.endpoint).sort()).toEqual([
      'https://fcm.googleapis.com/fcm/send/gone',
      'https://fcm.googleapis.com/fcm/send/reporter-desk',
      'https://fcm.googleapis.com/fcm/send/reporter-phone',
    ]);
    expect(sent[0]?.payload).toEqual({ id, title: 'Please look', body: 'Toilet 2', type: 'issue', url: '/issues/details/iss-1', dataId: 'iss-1' });
    await waitFor(async () => !(await stored()).some((row) => row.endpoint.endsWith('/gone')));
    expect((await stored()).some((row) => row.endpoint.endsWith('/reporter-desk'))).toBe(true);
  });

  it('answers the VAPID public key to a signed-in user', async () => {
    const response = await call(reporter, 'GET', '/push/vapid-public-key');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});

describe('VAPID keys', () => {
  it('are generated once, kept in the data folder (owner-only), and read back the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const first = loadVapidKeys(dir, {});
      expect(loadVapidKeys(dir, {})).toEqual(first);
      expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(loadVapidKeys(dir, { VAPID_PUBLIC_KEY: 'P'.repeat(87), VAPID_PRIVATE_KEY: 'Q'.repeat(43) }).publicKey).toBe('P'.repeat(87));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /events', () => {
  it('refuses a missing ticket, a bearer token as ticket and a ticket after logout', async () => {
    expect((await call(null, 'GET', '/events')).statusCode).toBe(401);
    expect((await call(null, 'GET', `/events?ticket=${reporter}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/events/ticket', {})).statusCode).toBe(401);
    const session = await t.login('reporter@facilityops.test');
    const { ticket } = (await call(session, 'POST', '/events/ticket', {})).json() as { ticket: string };
    // A ticket is not a bearer token either.
    expect((await call(ticket, 'GET', '/notifications')).statusCode).toBe(401);
    await call(session, 'POST', '/auth/logout', {});
    expect((await call(null, 'GET', `/events?ticket=${ticket}`)).statusCode).toBe(401);
  });

  it('streams the user’s own new notifications, and ends at logout', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await t.login('reporter@facilityops.test');
    const { ticket } = (await call(session, 'POST', '/events/ticket', {})).json() as { ticket: string };
    const response = await fetch(`${address}/events?ticket=${ticket}`, { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    if (!response.body) throw new Error('no body');
    const reader = response.body.getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const chunk = await reader.read();
        if (chunk.done) return false;
        text += new TextDecoder().decode(chunk.value);
      }
      return true;
    };
    await readUntil(/retry: 5000/);
    await call(manager, 'POST', '/notifications', { userId: 'usr-reporter', title: 'Live one', data: { type: 'task', id: 'iss-2' } });
    await call(manager, 'POST', '/notifications', { title: 'Not for the reporter' });
    expect(await readUntil(/Live one/)).toBe(true);
    const events = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; notification?: { title: string; data: { type: string } } });
    expect(events).toEqual([
      { type: 'notification', notification: expect.objectContaining({ title: 'Live one', read: false, data: { type: 'task', id: 'iss-2' } }) },
    ]);
    await call(session, 'POST', '/auth/logout', {});
    expect(await readUntil(/never/)).toBe(false);
    expect(text).not.toMatch(/Not for the reporter/);
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
