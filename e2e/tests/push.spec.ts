/**
 * Issue 21, real push: in Chromium with notifications granted, signing in registers this browser's
 * Web Push subscription with the api; a real push message delivered to the service worker through
 * the DevTools protocol (ServiceWorker.deliverPushMessage) shows the toast of spec 001 §9 in the
 * open app. Live updates: a second user's action through the api (the manager assigns an issue to
 * the fixer) shows up in the fixer's open app over server-sent events, without a reload and well
 * before the 30 s poll would have brought it.
 *
 * This machine reaches no push service, so PushManager.subscribe (which asks the browser's push
 * service for an endpoint) is stubbed with a subscription of the right shape; everything after it
 * is real: the registration call, the VAPID key, the service worker and its push event.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { type APIRequestContext, type CDPSession, type Page, expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { API_URL, SHELL_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 120_000 });

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** Stubs the push service's part of PushManager.subscribe with a subscription of the right shape. */
async function stubPushService(page: Page, endpoint: string): Promise<void> {
  const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const json = { endpoint, expirationTime: null, keys };
        current = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: (options?.applicationServerKey as Uint8Array | undefined)?.buffer ?? null, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => json,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    },
    { endpoint, keys },
  );
}

async function watchRegistrations(page: Page): Promise<{ cdp: CDPSession; registrations: Registration[] }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrations };
}

interface Notification {
  _id: string;
  read: boolean;
  title: string;
}

/** Leaves the fixer's unread counts as the seed made them (shell-chrome counts them). */
async function markReadTitled(request: APIRequestContext, token: string, titles: string[]): Promise<void> {
  const ids = (await apiGet<Notification[]>(request, token, '/notifications')).filter((n) => !n.read && titles.includes(n.title)).map((n) => n._id);
  if (ids.length) await request.put(`${API_URL}/notifications/read`, { headers: { Authorization: `Bearer ${token}` }, data: { ids } });
}

test('signing in registers the push subscription; a push delivered to the service worker shows the toast', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['notifications'], { origin: SHELL_URL });
  const page = await context.newPage();
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
  await stubPushService(page, endpoint);
  const { cdp, registrations } = await watchRegistrations(page);

  const registered = page.waitForResponse((response) => response.url().endsWith('/users/register-notification') && response.request().method() === 'POST');
  await signIn(page, users.fixer);
  const answer = await registered;
  expect(answer.status()).toBe(200);
  const token = JSON.parse((answer.request().postDataJSON() as { token: string }).token) as { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(token.endpoint).toBe(endpoint);
  expect(token.keys.p256dh).toMatch(/^[A-Za-z0-9_-]{80,}$/);

  await expect.poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(SHELL_URL))?.registrationId, { timeout: 20_000 }).toBeTruthy();
  const registration = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(SHELL_URL));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.bringToFront();

  const message = { id: `ntf-e2e-${Date.now()}`, title: 'Pump room flooded', body: 'Basement, block B', type: 'issue', url: '/notifications' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${SHELL_URL}/`,
    registrationId: registration?.registrationId ?? '',
    data: JSON.stringify(message),
  });
  // The window is focused: the app toasts it (top right, 5 s) and lists it; no system notification.
  const toast = page.locator('.ant-notification-topRight').getByText('Pump room flooded');
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title));
  expect(shown).toEqual([]);
  await toast.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await context.close();
});

test('a second user’s action shows up in the open app over server-sent events, without a reload', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const events = page.waitForResponse((response) => /\/events\?ticket=/.test(response.url()));
  await signIn(page, users.fixer, '/notifications');
  expect((await events).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 3 })).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const manager = await apiToken(request, users.manager);
  const fixer = await apiToken(request, users.fixer);
  const { items } = await apiGet<{ items: { _id: string; status: string }[] }>(request, manager, '/issues/list?limit=50');
  const issue = items.find((item) => item.status === 'assigned');
  expect(issue, 'a seeded assigned issue').toBeTruthy();
  const started = Date.now();
  const assigned = await request.post(`${API_URL}/issues/${issue?._id}/actions`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { key: `e2e-push-${Date.now()}`, action: 'assign', teamId: 'tea-acme-housekeeping', assigneeId: 'usr-fixer' },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await expect(page.locator('.ant-notification').getByText('Issue assigned').first()).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  // The page's list has it too, unread, under today.
  await expect(page.getByRole('button', { name: /^Issue assigned \(unread\)/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Today · / })).toBeVisible();
  expect(reloaded).toBe(false);
  await page.screenshot({ path: test.info().outputPath('notifications-360x740.png') });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('notifications-desktop.png') });

  // A tap marks it read (not 'Mark all': the other specs count the fixer's seeded unread ones).
  await page
    .getByRole('button', { name: /^Issue assigned \(unread\)/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Issue assigned \(unread\)/ })).toHaveCount(0);
  await markReadTitled(request, fixer, ['Issue assigned']);
  await context.close();
});

test('tapping the live toast of an issue, or its row on the notifications page, opens that issue', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const events = page.waitForResponse((response) => /\/events\?ticket=/.test(response.url()));
  await signIn(page, users.manager);
  expect((await events).status()).toBe(200);
  const manager = await apiToken(request, users.manager);
  const sent = await request.post(`${API_URL}/notifications`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { title: 'Issue to look at', body: 'Tap to open it.', data: { type: 'issue', id: 'iss-acme-1' } },
  });
  expect(sent.ok()).toBe(true);
  const toast = page.locator('.ant-notification').getByText('Issue to look at');
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(page).toHaveURL(/\/issues\/details\/iss-acme-1$/);

  // The same notification's row (still unread: the toast does not mark it) opens it too, and is
  // then read, so the specs that count the manager's unread ones are not disturbed.
  await page.goto('/notifications');
  await page.getByRole('button', { name: /^Issue to look at \(unread\)/ }).click();
  await expect(page).toHaveURL(/\/issues\/details\/iss-acme-1$/);
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: /^Issue to look at/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Issue to look at \(unread\)/ })).toHaveCount(0);
  await context.close();
});
