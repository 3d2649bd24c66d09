/**
 * Shifts as the reporter and the manager live them, against the real api and its seed: the desk
 * reporter's General Shift is late (not started), the reporter's is started with 6 hours to go,
 * and the manager's Handover Shift is started and ends 10 minutes after seeding.
 */
import { type Page, expect, test } from '@playwright/test';
import { API_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

/** One shift's card, by id (several days' shifts share a name). */
const card = (page: Page, shiftId: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href="/shifts/${shiftId}"]`) });
const NOW = 'shf-acme-now';
const HANDOVER = 'shf-acme-handover';

test('starting a shift: the facility list, open in another tab, follows without a reload', async ({ browser }) => {
  const context = await browser.newContext();
  const facilities = await context.newPage();
  await signIn(facilities, users.desk, '/reporting/facilities');
  await expect(facilities.getByText('Your shift has not started yet.')).toBeVisible();
  // No counts before the start (the bar may still hold the Scan button), and no ad-hoc requests.
  await expect(facilities.getByText(/\d+ \/ \d+ reports/)).toHaveCount(0);
  await expect(facilities.getByRole('heading', { name: 'Ad-Hoc Requests' })).toHaveCount(0);

  const shifts = await context.newPage();
  await signIn(shifts, users.desk, '/shifts');
  const general = card(shifts, NOW);
  await expect(general.getByText('Late')).toBeVisible();
  await general.getByRole('button', { name: 'Start shift' }).click();

  await expect(shifts.getByText('Shift started.')).toBeVisible();
  await expect(general.getByText('Started', { exact: true })).toBeVisible();
  await expect(general.getByText(/^Reports: \d+ \/ \d+$/)).toBeVisible();
  // Not yet in the last 15 minutes: End is there but closed, and says from when.
  await expect(general.getByRole('button', { name: 'End shift' })).toBeDisabled();

  // The other tab heard it over the bus: the notice gave way to the shift's report counts.
  await expect(facilities.getByText('Your shift has not started yet.')).toHaveCount(0);
  await expect(facilities.getByRole('group', { name: 'Reports in this shift' })).toContainText(/\d+ \/ \d+ reports/);
  // mf-adhoc's section on the list shows the shift's requests now that it is started.
  const requests = facilities.getByRole('region', { name: 'Ad-Hoc Requests' });
  await expect(requests.getByRole('article', { name: 'Tower A Reception 1' })).toBeVisible();
  await context.close();
});

test('outside the 15-minute window End stays closed, and the server refuses it too', async ({ page }) => {
  await signIn(page, users.reporter, '/shifts');
  const general = card(page, NOW);
  await expect(general.getByText('Started', { exact: true })).toBeVisible();
  await expect(general.getByRole('button', { name: 'End shift' })).toBeDisabled();
  await expect(general.getByText(/^You can end this shift from \d{1,2}:\d\d (AM|PM)\.$/)).toBeVisible();
  await general.getByRole('button', { name: 'End shift' }).click({ force: true });
  await expect(page.getByText('End this shift?')).toHaveCount(0);

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const refused = await page.request.put(`${API_URL}/users/shifts/shf-acme-now/end`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: 'A shift can be ended from 15 minutes before its end time.' });
  await page.reload();
  await expect(card(page, NOW).getByText('Started', { exact: true })).toBeVisible();
});

test('inside the 15-minute window the manager ends the handover shift after confirming', async ({ page }) => {
  await signIn(page, users.manager, '/shifts');
  const handover = card(page, HANDOVER);
  await expect(handover.getByText('Started', { exact: true })).toBeVisible();
  const end = handover.getByRole('button', { name: 'End shift' });
  await expect(end).toBeEnabled();

  await end.click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm.getByText('End this shift?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(handover.getByText('Started', { exact: true })).toBeVisible();

  await end.click();
  await page.getByRole('tooltip').getByRole('button', { name: 'End shift' }).click();

  await expect(page.getByText('Shift ended.')).toBeVisible();
  await expect(handover.getByText('Finished')).toBeVisible();
  await expect(handover.getByRole('button')).toHaveCount(0);
  // The manager's next active shift is the General Shift they supervise, not yet started.
  await expect(card(page, NOW).getByRole('button', { name: 'Start shift' })).toBeVisible();
});

test("a shift's page shows its mappings with names, the checks they expect and the check-ins", async ({ page }) => {
  await signIn(page, users.reporter, '/shifts');
  await card(page, NOW).getByRole('link', { name: 'General Shift' }).click();
  await expect(page).toHaveURL(/\/shifts\/shf-acme-now$/);

  const first = page.getByRole('article', { name: 'Mapping 1' });
  await expect(first).toContainText('Rita Reporter');
  await expect(first).toContainText('Maya Manager');
  await expect(first).toContainText('Farhan Fixer');
  await expect(first).toContainText('Every 2 h');
  // floor(8 h / 2 h) = 4 checks per facility, 12 facilities.
  await expect(first.getByText('Checks per facility').locator('xpath=..')).toContainText('4');
  await expect(first.getByText('Expected checks').locator('xpath=..')).toContainText('48');
  await expect(page.getByText('No temporary mappings.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Check-ins' })).toContainText('Rita Reporter');

  await page.getByRole('link', { name: /All shifts/ }).click();
  await expect(page).toHaveURL(/\/shifts$/);
});

test('offline: start and end say they need a connection and change nothing', async ({ page, context }) => {
  await signIn(page, users.manager, '/shifts');
  const general = card(page, NOW);
  await expect(general.getByRole('button', { name: 'Start shift' })).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText(/Starting or ending a shift needs a connection/)).toBeVisible();
  await expect(general.getByRole('button', { name: 'Start shift' })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(general.getByRole('button', { name: 'Start shift' })).toBeEnabled();
  await expect(general.getByText('Late')).toBeVisible();
});
