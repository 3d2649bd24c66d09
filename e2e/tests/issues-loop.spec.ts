/**
 * Issue 16, the issue life cycle across users: a reporter raises an issue through a real report,
 * the fixer acknowledges, starts and resolves it with a camera photo taken offline (the outbox
 * sends it when the network is back), the manager verifies it; the history shows every step and
 * the unread counts behind the badges move. Then a share link opens the issue signed out and
 * stops when revoked, and the escalations page lists the seeded overdue issues. Escalation with the
 * clock moved forward is escalation-clock.spec.ts.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { expect, test } from '../fixtures/fake-camera';
import { API_URL } from '../fixtures/ports';
import { continueToDetails } from '../fixtures/reporting';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 180_000 });
test.use({ fakeCameraQr: 'proof of the fix' });

// Photo-free checklist of the reporter's shift (fixtures/reporting PHOTO_FREE_FACILITIES).
const FACILITY = 'fac-acme-10';
const MARK = `issues loop ${Date.now()}`;

interface Summary {
  _id: string;
  status: string;
}
interface Notification {
  _id: string;
  read: boolean;
  data: { type: string; id?: string | null };
}

const unreadAbout = async (request: APIRequestContext, token: string, issueId: string) =>
  (await apiGet<Notification[]>(request, token, '/notifications')).filter(
    (n) => !n.read && n.data.id === issueId && (n.data.type === 'issue' || n.data.type === 'task'),
  );

/** Leaves the demo users' badges as the seed made them (shell-chrome counts the fixer's). */
async function markRead(request: APIRequestContext, token: string, issueId: string): Promise<void> {
  const ids = (await unreadAbout(request, token, issueId)).map((n) => n._id);
  if (ids.length) await request.put(`${API_URL}/notifications/read`, { headers: { Authorization: `Bearer ${token}` }, data: { ids } });
}

async function userPage(browser: Browser, baseURL: string | undefined, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 860 } });
  const page = await context.newPage();
  await signIn(page, email, from);
  return page;
}

test('reporter raises, fixer acknowledges and resolves offline with a photo, manager verifies; history and badges follow', async ({
  page,
  request,
  fakeMediaBrowser,
  baseURL,
}) => {
  const tokens = {
    reporter: await apiToken(request, users.reporter),
    fixer: await apiToken(request, users.fixer),
    manager: await apiToken(request, users.manager),
    admin: await apiToken(request, users.admin),
  };

  // The reporter raises it through a real report.
  await signIn(page, users.reporter);
  await page.goto(`/reporting/checklist?facility=${FACILITY}`);
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await continueToDetails(page);
  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill(MARK);
  await page.getByRole('region', { name: 'Overall' }).getByLabel('Description').fill('Mirror cracked');
  const water = page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure');
  if (await water.count()) await water.fill('Normal');
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible({ timeout: 30_000 });
  let issue: Summary | undefined;
  await expect
    .poll(async () => {
      issue = (await apiGet<{ items: Summary[] }>(request, tokens.manager, `/issues/list?q=${encodeURIComponent(MARK)}`)).items[0];
      return issue?.status;
    })
    .toBe('assigned');
  const id = issue?._id ?? '';
  const reporterBefore = (await unreadAbout(request, tokens.reporter, id)).length;

  // The fixer, on a phone: acknowledge and start online, one tap each.
  const fixer = await userPage(fakeMediaBrowser, baseURL, users.fixer, `/tickets/${id}`);
  await expect(fixer.getByRole('heading', { name: 'Mirror' })).toBeVisible({ timeout: 30_000 });
  await fixer.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(fixer.getByText('Acknowledged', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await fixer.getByRole('button', { name: 'Start' }).click();
  await expect(fixer.getByText('In progress', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await unreadAbout(request, tokens.reporter, id)).length).toBe(reporterBefore + 1);

  // Resolve with a note and a camera photo, sent while offline: it waits in the outbox.
  await fixer.getByRole('button', { name: 'Resolve' }).click();
  const resolve = fixer.getByRole('dialog', { name: 'Resolve' });
  await resolve.getByLabel('What was done').fill('Replaced the mirror');
  await resolve.getByRole('button', { name: 'Add a photo' }).click();
  const camera = fixer.getByRole('dialog', { name: 'Take a photo' });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(resolve.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera.getByRole('button', { name: 'Close' }).click();
  await fixer.context().setOffline(true);
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(fixer.getByText('Saved on this device. It will be sent when you are online.')).toBeVisible();
  expect((await apiGet<Summary>(request, tokens.manager, `/issues/${id}`)).status).toBe('in_progress');
  await fixer.context().setOffline(false);
  await expect.poll(async () => (await apiGet<Summary>(request, tokens.manager, `/issues/${id}`)).status, { timeout: 30_000 }).toBe('resolved');
  await expect(fixer.getByText('Resolved', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  // The manager hears of the resolution (the bell and the Tickets badge count it).
  expect((await unreadAbout(request, tokens.manager, id)).length).toBeGreaterThan(0);

  // The manager verifies and closes it; the history shows every step.
  const manager = await userPage(fakeMediaBrowser, baseURL, users.manager, `/issues/details/${id}`);
  await expect(manager.getByRole('heading', { name: 'Mirror' })).toBeVisible({ timeout: 30_000 });
  await expect(manager.getByRole('img', { name: 'Photo of a step' })).toBeVisible();
  await manager.getByRole('button', { name: 'Verify and close' }).click();
  await expect(manager.getByText('Verified', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await manager.getByRole('button', { name: 'History' }).click();
  await expect(manager).toHaveURL(new RegExp(`/issues/history/${id}$`));
  const steps = manager.getByTestId('history-step');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Acknowledged');
  await expect(steps.nth(0)).toContainText('Farhan Fixer');
  await expect(steps.nth(1)).toContainText('Started');
  await expect(steps.nth(2)).toContainText('Resolved');
  await expect(steps.nth(2)).toContainText('Replaced the mirror');
  await expect(steps.nth(2).getByRole('img')).toBeVisible();
  await expect(steps.nth(3)).toContainText('Verified and closed');
  await expect(steps.nth(3)).toContainText('Maya Manager');
  expect((await unreadAbout(request, tokens.reporter, id)).length).toBe(reporterBefore + 3);

  for (const token of Object.values(tokens)) await markRead(request, token, id);
  await fixer.context().close();
  await manager.context().close();
});

test('a share link opens the issue signed out, shows only its status, facility, photos and history, and stops when revoked', async ({ request, browser }) => {
  const token = await apiToken(request, users.manager);
  const headers = { Authorization: `Bearer ${token}` };
  // iss-acme-1: verified, with its history and a photo of the fix in the seed.
  const created = await request.post(`${API_URL}/share-links`, { headers, data: { kind: 'issue', targetId: 'iss-acme-1' } });
  expect(created.ok()).toBe(true);
  const link = (await created.json()) as { _id: string; token: string };
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of [`/public/issue/${link.token}`, `/auth/public/issue/${link.token}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(path));
    await expect(page.getByRole('heading', { name: 'Floor' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByTestId('public-history-step')).toHaveCount(6);
    await expect(page.getByText('Raised by')).toHaveCount(0);
  }
  expect((await request.delete(`${API_URL}/share-links/${link._id}`, { headers })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('This link does not work any more.')).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('escalations list overdue issues with how late they are; a fixer may not open the page', async ({ page, request }) => {
  const token = await apiToken(request, users.manager);
  const escalated = await apiGet<{ _id: string; lateMinutes: number }[]>(request, token, '/escalations');
  expect(escalated.length).toBeGreaterThan(0);
  expect(escalated.every((issue) => issue.lateMinutes > 0)).toBe(true);
  await signIn(page, users.manager, '/escalations');
  await expect(page.getByRole('heading', { name: 'Escalations' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('issue-card')).toHaveCount(escalated.length);
  await expect(page.getByText(/^Late by \d+ h \d+ min$/).first()).toBeVisible();
  const fixerToken = await apiToken(request, users.fixer);
  expect((await request.get(`${API_URL}/escalations`, { headers: { Authorization: `Bearer ${fixerToken}` } })).status()).toBe(403);
});

test('the route guard keeps each issue page to its permissions', async ({ page }) => {
  const warning = page.getByText('Not enough permissions to access this page');
  // A reporter has none of the issue permissions.
  await signIn(page, users.reporter, '/tickets');
  await expect(page).toHaveURL(/\/home$/);
  await expect(warning.first()).toBeVisible();
  for (const path of ['/issues/all', '/issues/details/iss-acme-1', '/issues/history/iss-acme-1', '/tasks', '/v2/tickets', '/escalations']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
});

test('a fixer opens tickets and tasks but not escalations', async ({ page }) => {
  await signIn(page, users.fixer, '/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('issue-card').first()).toBeVisible();
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/escalations');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Not enough permissions to access this page').first()).toBeVisible();
});
