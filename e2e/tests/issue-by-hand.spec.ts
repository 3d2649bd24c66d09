/**
 * Issue 16, an issue raised by hand: a manager on a phone (412x860) raises one from the issues list
 * with a camera photo, for the Housekeeping team; the fixer finds it in Tickets and acknowledges it.
 * With /escalations open on another phone, the api's clock moves past the issue's due time: the
 * escalation shows there without a reload, and when the fixer resolves it, it leaves without one.
 * Screenshots of the form (light and dark, en-US and hi) go to test-results/ to be looked at.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { chooseOption, clickSettled } from '../fixtures/antd';
import { moveApiClock, resetApiClock } from '../fixtures/api-clock';
import { apiGet, apiToken } from '../fixtures/api';
import { expect, test } from '../fixtures/fake-camera';
import { API_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 240_000 });
test.use({ fakeCameraQr: 'a loose door handle' });

const FACILITY = 'fac-acme-02';
const MARK = `Door handle ${Date.now()}`;
const HOUR = 3_600_000;
const phone = { width: 412, height: 860 };

interface Summary {
  _id: string;
  label: string;
  status: string;
  media?: { path: string; name: string; type: string }[];
}
interface Notification {
  _id: string;
  read: boolean;
  data: { type: string; id?: string | null };
}

async function phonePage(browser: Browser, baseURL: string | undefined, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone });
  const page = await context.newPage();
  await signIn(page, email, from);
  return page;
}

/** Leaves the demo users' badges as the seed made them (shell-chrome counts them). */
async function markRead(request: APIRequestContext, token: string, issueId: string): Promise<void> {
  const ids = (await apiGet<Notification[]>(request, token, '/notifications')).filter((n) => !n.read && n.data.id === issueId).map((n) => n._id);
  if (ids.length) await request.put(`${API_URL}/notifications/read`, { headers: { Authorization: `Bearer ${token}` }, data: { ids } });
}

async function step(request: APIRequestContext, token: string, id: string, data: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`${API_URL}/issues/${id}/actions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { key: `e2e-${Date.now()}-${String(data.action)}`, ...data },
  });
  expect(answer.status()).toBe(200);
}

test.afterAll(() => resetApiClock());

/** The drawer's slide-in (and any other finite animation) has ended, so a screenshot shows it in place. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

test('a manager raises an issue by hand with a photo; the fixer acknowledges it; /escalations follows live', async ({
  page,
  request,
  fakeMediaBrowser,
  baseURL,
}) => {
  const tokens = { manager: await apiToken(request, users.manager), fixer: await apiToken(request, users.fixer), admin: await apiToken(request, users.admin) };
  const facilities = await apiGet<{ _id: string; name: string }[]>(request, tokens.manager, '/facilities');
  const facilityName = facilities.find((facility) => facility._id === FACILITY)?.name ?? '';
  expect(facilityName).not.toBe('');

  // The manager raises it from the issues list, on a phone.
  await page.setViewportSize(phone);
  await signIn(page, users.manager, '/issues/all');
  // The list narrowed to what is about to be raised: empty until the new issue arrives.
  await page.getByPlaceholder('Search issues').fill(MARK);
  await page.getByPlaceholder('Search issues').press('Enter');
  await expect(page.getByText('No issues match. Change the filters or the dates.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Raise issue' }).click();
  const form = page.getByRole('dialog', { name: 'Raise an issue' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // Sent empty: the form says what is missing, field by field.
  await form.getByRole('button', { name: 'Raise issue' }).click();
  await expect(form.getByText('Choose the facility.')).toBeVisible();
  // A long list: typed to narrow it first (antd draws only the options in view).
  await form.getByRole('combobox', { name: 'Facility' }).click();
  await form.getByRole('combobox', { name: 'Facility' }).fill(facilityName);
  await clickSettled(page.locator('.ant-select-dropdown').getByTitle(facilityName, { exact: true }));
  await form.getByLabel('Title', { exact: true }).fill(MARK);
  await form.getByLabel('What is wrong?').fill('The main door handle is loose and the door does not latch.');
  await form.getByText('High', { exact: true }).click();
  await chooseOption(page, form.getByRole('combobox', { name: 'Team' }), 'Housekeeping');
  await form.getByRole('button', { name: 'Add a photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera.getByRole('button', { name: 'Close' }).click();
  await expect(camera).toBeHidden();
  await page.screenshot({ path: 'test-results/issue-by-hand-form-412-light-en-US.png' });
  await form.getByRole('button', { name: 'Raise issue' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });

  let issue: Summary | undefined;
  await expect
    .poll(
      async () => {
        issue = (await apiGet<{ items: Summary[] }>(request, tokens.manager, `/issues/list?q=${encodeURIComponent(MARK)}`)).items[0];
        return issue?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('assigned');
  const id = issue?._id ?? '';
  const detail = await apiGet<Summary & { media: { path: string; name: string; type: string }[] }>(request, tokens.manager, `/issues/${id}`);
  expect(detail.media.map((m) => m.type)).toEqual(['image/jpeg']);
  // The list shows it without a reload.
  await expect(page.getByRole('link', { name: MARK })).toBeVisible({ timeout: 30_000 });

  try {
    // The fixer finds it in Tickets and acknowledges it, one tap.
    const fixer = await phonePage(fakeMediaBrowser, baseURL, users.fixer, '/tickets');
    await expect(fixer.getByRole('heading', { name: 'Tickets' })).toBeVisible({ timeout: 30_000 });
    await fixer.getByPlaceholder('Search issues').fill(MARK);
    await fixer.getByPlaceholder('Search issues').press('Enter');
    await expect(fixer).toHaveURL(/[?&]q=/);
    // The list draws again as its search answers and as live updates come: a tap that lands while
    // the link is replaced opens nothing (a clean-clone CI run saw it), so the tap is made until the
    // issue opens.
    await expect(async () => {
      await fixer.getByRole('link', { name: MARK }).click({ timeout: 5_000 });
      await expect(fixer).toHaveURL(new RegExp(`/tickets/${id}$`), { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(fixer.getByRole('img', { name: 'Photo from the report' })).toBeVisible({ timeout: 30_000 });
    await fixer.getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(async () => (await apiGet<Summary>(request, tokens.manager, `/issues/${id}`)).status, { timeout: 30_000 }).toBe('acknowledged');

    // /escalations open on the manager's phone: the issue falls overdue (high: due in 4 h, the default hours).
    const board = await phonePage(fakeMediaBrowser, baseURL, users.manager, '/escalations');
    await expect(board.getByRole('heading', { name: 'Escalations' })).toBeVisible({ timeout: 30_000 });
    const mine = board.getByTestId('issue-card').filter({ hasText: MARK });
    await expect(mine).toHaveCount(0);
    moveApiClock(5 * HOUR);
    // Another manager's screen runs the sweep (as the api's timer does every minute): the open page hears of it live.
    await expect
      .poll(async () => (await apiGet<Summary[]>(request, tokens.admin, '/escalations')).some((item) => item._id === id), { timeout: 10_000 })
      .toBe(true);
    await expect(mine).toHaveCount(1, { timeout: 30_000 });
    await expect(mine.getByText(/^Late by \d+ h \d+ min$/)).toBeVisible();
    await board.screenshot({ path: 'test-results/issue-by-hand-escalations-412-light-en-US.png' });
    // Issue 20: the escalation made a link for each escalation contact; the manager gets one to send (shown once).
    await mine.getByRole('button', { name: 'Share' }).click();
    const share = board.getByRole('dialog', { name: 'Share a read-only link' });
    const escalated = share.getByTestId('share-link-row').filter({ hasText: 'Escalation' }).first();
    await escalated.getByRole('button', { name: 'Get the link to send' }).click();
    await expect(escalated.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d*\?text=/);
    const url = await escalated.getByLabel('Link', { exact: true }).inputValue();
    expect(url).toMatch(/\/public\/issue\/[A-Za-z0-9_-]{40,}$/);
    await board.screenshot({ path: 'test-results/issue-by-hand-escalation-link-412-light-en-US.png' });
    await board.keyboard.press('Escape');
    const token = url.split('/').pop() ?? '';
    expect((await request.get(`${API_URL}/public/links/${token}`)).status()).toBe(200);

    // The fixer resolves it (with the issue's photo as proof): it leaves /escalations without a reload.
    await step(request, tokens.fixer, id, { action: 'start' });
    await step(request, tokens.fixer, id, { action: 'resolve', note: 'Tightened the handle', media: detail.media });
    await expect(mine).toHaveCount(0, { timeout: 30_000 });
    await fixer.context().close();
    await board.context().close();
  } finally {
    resetApiClock();
    for (const token of Object.values(tokens)) await markRead(request, token, id);
  }

  // A check asked of the manager (an ad-hoc request from the admin) is on their tasks, beside their issues.
  const asked = await request.post(`${API_URL}/shifts/add/adhoc-request-issue`, {
    headers: { Authorization: `Bearer ${tokens.admin}` },
    data: { facility: FACILITY, reporter: 'usr-manager', description: `Check the door latches (${MARK})` },
  });
  expect(asked.ok()).toBe(true);
  const requestId = ((await asked.json()) as { request?: { _id: string } }).request?._id ?? '';
  try {
    await page.goto('/tasks');
    const checks = page.getByRole('region', { name: 'Checks asked of me' });
    const check = checks.getByTestId('check-request').filter({ hasText: MARK });
    await expect(check).toBeVisible({ timeout: 30_000 });
    await expect(check.getByRole('link', { name: `Check ${facilityName}` })).toHaveAttribute('href', '/adhoc-requests');
    await page.screenshot({ path: 'test-results/issue-by-hand-tasks-412-light-en-US.png', fullPage: true });

    // The form and the tasks in the other looks (the theme follows the system's at start): dark, and Hindi.
    const looks = [
      { scheme: 'dark', language: 'en-US', title: 'Raise an issue', tasks: 'Checks asked of me' },
      { scheme: 'dark', language: 'hi', title: 'समस्या दर्ज करें', tasks: 'मुझसे माँगी गई जाँचें' },
      { scheme: 'light', language: 'hi', title: 'समस्या दर्ज करें', tasks: 'मुझसे माँगी गई जाँचें' },
    ] as const;
    for (const look of looks) {
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.evaluate((value) => localStorage.setItem('language', value), look.language);
      await page.goto('/issues/all?raise=1');
      await expect(page.getByRole('dialog', { name: look.title })).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await page.screenshot({ path: `test-results/issue-by-hand-form-412-${look.scheme}-${look.language}.png` });
      await page.goto('/tasks');
      await expect(page.getByRole('region', { name: look.tasks }).getByTestId('check-request').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/issue-by-hand-tasks-412-${look.scheme}-${look.language}.png`, fullPage: true });
    }
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  } finally {
    await request.post(`${API_URL}/adhoc-requests/${requestId}/cancel`, { headers: { Authorization: `Bearer ${tokens.admin}` } });
  }
});
