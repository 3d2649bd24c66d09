/**
 * Issue 20, the joined flow across three people at phone size: an admin invites a new reporter; the
 * invitee accepts the link and lands signed in; the admin puts them in a new shift with two
 * facilities at a 2-hour interval; the reporter starts it and sees exactly those facilities with the
 * expected count (8 hours / 2 = 4 each, 8 in all); the admin makes them an auditor and the Report
 * entry leaves the reporter's bottom bar while they stay signed in. The shell re-reads the
 * permissions when the window gets focus, so the test sends a focus event and waits for that answer
 * instead of the 15-s interval.
 */
import { type Page, expect, test } from '@playwright/test';
import { PHONE, acceptInvitation, changeRoleOf, closeInvitation, inviteByEmail, newInvitee } from '../fixtures/people';
import { createShiftAsAdmin } from '../fixtures/schedules';
import { signIn, users } from '../fixtures/session';

test.use({ viewport: PHONE });

const FACILITIES = ['Tower A Pantry 2', 'Tower B Pantry 2'];

/** Focus, then the GET /auth/permissions it causes: a real signal, not a sleep. */
async function refocus(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/permissions') && response.ok(), { timeout: 5_000 });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await answer;
}

test('invited, scheduled, reporting, then a role change takes the Report page away without a sign-out', async ({ page: admin, browser }) => {
  test.setTimeout(180_000);
  const invitee = newInvitee('joined');
  const name = `${invitee.firstName} ${invitee.lastName}`;

  await signIn(admin, users.admin, '/staff');
  const link = await inviteByEmail(admin, invitee.email, 'reporter-internal');
  await closeInvitation(admin);

  const reporter = await acceptInvitation(browser, link, invitee);
  const report = reporter.getByRole('button', { name: /Report$/ });
  await expect(report).toBeVisible();

  const shiftName = `Joined shift ${invitee.lastName.split(' ').pop() ?? ''}`;
  const shiftId = await createShiftAsAdmin(admin, { name: shiftName, reporter: name, facilities: FACILITIES, intervalHours: 2 });
  await expect(admin.getByRole('heading', { name: shiftName })).toBeVisible();

  await reporter.goto('/shifts');
  const card = reporter.getByRole('listitem').filter({ has: reporter.locator(`a[href="/shifts/${shiftId}"]`) });
  const start = card.getByRole('button', { name: 'Start shift' });
  await expect(start).toBeEnabled();
  const started = reporter.waitForResponse((response) => response.url().endsWith(`/users/shifts/${shiftId}/start`) && response.ok());
  await start.click();
  await started;

  await reporter.goto('/reporting/facilities');
  for (const facility of FACILITIES) await expect(reporter.getByRole('article', { name: facility })).toBeVisible({ timeout: 30_000 });
  await expect(reporter.getByRole('article')).toHaveCount(2);
  await expect(reporter.getByRole('group', { name: 'Reports in this shift' })).toContainText('0 / 8 reports');
  await reporter.screenshot({ path: test.info().outputPath('joined-reporter-facilities-360.png'), fullPage: true });

  await changeRoleOf(admin, name, 'auditor');

  // The reporter never signs out: a focus makes the shell re-read the permissions (at most one call per 2 s, so retry on the answer).
  await expect(async () => {
    await refocus(reporter);
    await expect(report).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(reporter).not.toHaveURL(/\/auth\/login/);
  await expect(reporter.getByRole('button', { name: /Home$/ })).toBeVisible();
  await reporter.screenshot({ path: test.info().outputPath('joined-reporter-after-role-360.png'), fullPage: true });
  await reporter.context().close();
});
