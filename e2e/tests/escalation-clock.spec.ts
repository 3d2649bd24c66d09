/**
 * Issue 16, escalation with the clock moved forward: a visitor's negative feedback asks for immediate
 * service, which raises a high-urgency issue due in the organisation's hours for high urgency (set to
 * 1 h here). The api's clock (test-only, fixtures/api-clock.ts) then runs 2 h 30 min ahead: the issue is
 * 1 h 30 min late. A manager opens /escalations on a phone, which runs the escalation sweep, and sees it
 * with how late it is; the organisation admin, another escalation target, finds "Issue overdue" under
 * the bell. The clock, the organisation's hours and everyone's unread notifications are put back after.
 */
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import path from 'node:path';
import { moveApiClock, resetApiClock } from '../fixtures/api-clock';
import { apiGet, apiToken } from '../fixtures/api';
import { API_URL, E2E_DATA_DIR } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 180_000 });

const ACME = 'org-acme';
const FACILITY = 'fac-acme-02';
const MARK = `escalation clock ${Date.now()}`;
const HOUR = 3_600_000;
const phone = { width: 360, height: 740 };
const shots = path.join(E2E_DATA_DIR, 'screenshots', 'escalation');

interface Org {
  name: string;
  logoURL: string | null;
  city: { name: string } | null;
  theme: unknown;
  settings: { enableFeedback: boolean; issueDueHours?: { low: number; moderate: number; high: number } | null };
}
interface Summary {
  _id: string;
  createdAt: string;
  dueAt: string | null;
  lateMinutes: number;
}
interface Notification {
  _id: string;
  title: string;
  read: boolean;
  data: { type: string; id?: string | null };
}

const everyone = Object.values(users);
let original: Org | null = null;
const unreadBefore = new Map<string, Set<string>>();

const unread = async (request: APIRequestContext, token: string) => (await apiGet<Notification[]>(request, token, '/notifications')).filter((n) => !n.read);

async function putOrg(request: APIRequestContext, token: string, org: Org, issueDueHours: Org['settings']['issueDueHours']) {
  const { name, logoURL, city, theme, settings } = org;
  const answer = await request.put(`${API_URL}/organizations/${ACME}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, logoURL, city, theme, settings: { enableFeedback: settings.enableFeedback, issueDueHours: issueDueHours ?? null } },
  });
  expect(answer.status()).toBe(200);
}

async function phonePage(browser: Browser, baseURL: string | undefined, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone });
  const page = await context.newPage();
  await signIn(page, email, from);
  return page;
}

test.beforeAll(async ({ request }) => {
  for (const email of everyone) {
    const token = await apiToken(request, email);
    unreadBefore.set(email, new Set((await unread(request, token)).map((n) => n._id)));
  }
});

test.afterAll(async ({ request }) => {
  resetApiClock();
  const admin = await apiToken(request, users.admin);
  if (original) await putOrg(request, admin, original, original.settings.issueDueHours);
  // Leaves the demo users' badges as they were (shell-chrome counts them).
  for (const email of everyone) {
    const token = await apiToken(request, email);
    const before = unreadBefore.get(email) ?? new Set<string>();
    const ids = (await unread(request, token)).filter((n) => !before.has(n._id)).map((n) => n._id);
    if (ids.length) await request.put(`${API_URL}/notifications/read`, { headers: { Authorization: `Bearer ${token}` }, data: { ids } });
  }
});

test('an overdue issue is escalated when the clock moves past its due time: on /escalations with how late it is, and under the bell', async ({
  request,
  browser,
  baseURL,
}) => {
  const tokens = { manager: await apiToken(request, users.manager), admin: await apiToken(request, users.admin) };

  // The organisation fixes high-urgency issues within 1 h.
  original = await apiGet<Org>(request, tokens.admin, `/organizations/${ACME}`);
  const hours = original.settings.issueDueHours ?? { low: 72, moderate: 24, high: 4 };
  await putOrg(request, tokens.admin, original, { ...hours, high: 1 });

  // A visitor asks for immediate service through the facility's feedback link.
  const link = await apiGet<{ token: string }>(request, tokens.admin, `/facilities/${FACILITY}/feedback-link`);
  const form = await apiGet<{ parameters: { _id: string }[] }>(request, tokens.admin, `/public/feedback/${link.token}`);
  const sent = await request.post(`${API_URL}/public/feedback/${link.token}`, {
    data: {
      reviewType: 'negative',
      ratings: form.parameters.slice(0, 1).map((p) => ({ parameter: p._id, happy: false })),
      comment: MARK,
      needsImmediateService: true,
    },
  });
  expect(sent.ok()).toBe(true);
  expect(((await sent.json()) as { serviceRequested: boolean }).serviceRequested).toBe(true);
  const [issue] = (await apiGet<{ items: Summary[] }>(request, tokens.manager, `/issues/list?q=${encodeURIComponent(MARK)}`)).items;
  if (!issue?.dueAt) throw new Error(`no issue with a due time was raised for ${MARK}`);
  expect(new Date(issue.dueAt).getTime() - new Date(issue.createdAt).getTime()).toBe(HOUR);
  expect(issue.lateMinutes).toBe(0);

  // Two and a half hours later (the api's clock; nothing else moves).
  moveApiClock(2.5 * HOUR);

  // A manager on a phone opens the escalations: the sweep escalates it, the card says how late.
  const manager = await phonePage(browser, baseURL, users.manager, '/escalations');
  await expect(manager.getByRole('heading', { name: 'Escalations' })).toBeVisible({ timeout: 30_000 });
  const card = manager.getByTestId('issue-card').filter({ has: manager.locator(`a[href="/issues/details/${issue._id}"]`) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Late by 1 h 3\d min$/)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await manager.screenshot({ path: path.join(shots, 'escalations-phone.png') });

  // The history records the escalation.
  const history = await apiGet<{ events: { action: string; note: string | null }[] }>(request, tokens.manager, `/issues/${issue._id}`);
  expect(history.events.some((event) => event.action === 'escalate' && /^Overdue by 9\d minutes\.$/.test(event.note ?? ''))).toBe(true);

  // The organisation admin, an escalation target, hears of it: the bell counts it and lists it unread.
  const overdue = await apiGet<Notification[]>(request, tokens.admin, '/notifications');
  expect(overdue.filter((n) => !n.read && n.title === 'Issue overdue' && n.data.type === 'issue' && n.data.id === issue._id)).toHaveLength(1);
  const admin = await phonePage(browser, baseURL, users.admin, '/home');
  const count = overdue.filter((n) => !n.read).length;
  const bell = admin.getByRole('button', { name: `Notifications, ${count} unread` });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(admin).toHaveURL(/\/notifications$/);
  const item = admin.getByRole('button', { name: 'Issue overdue (unread)' }).filter({ hasText: 'is past its due time.' }).first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await admin.screenshot({ path: path.join(shots, 'bell-phone.png') });

  // A desktop look at the same list.
  await manager.setViewportSize({ width: 1280, height: 800 });
  await expect(card.getByText(/^Late by 1 h 3\d min$/)).toBeVisible();
  await manager.screenshot({ path: path.join(shots, 'escalations-desktop.png') });

  // Escalated once: another visit (another sweep) notifies nobody again.
  await manager.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  expect(
    (await apiGet<Notification[]>(request, tokens.manager, '/notifications')).filter((n) => n.title === 'Issue overdue' && n.data.id === issue._id),
  ).toHaveLength(1);
  await manager.context().close();
  await admin.context().close();
});
