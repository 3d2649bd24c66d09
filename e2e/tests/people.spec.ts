/**
 * Issue 20 (people), at phone size: an admin invites a reporter into the reporter role; the invited
 * person accepts the link, lands signed in and sees the reporter pages; the admin then changes
 * their role and the Report page leaves their menu while they stay signed in. Screenshots of the
 * staff pages at 360x740 and desktop go to e2e/screenshots/people/ (not committed).
 */
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { PHONE, acceptInvitation, changeRoleOf, closeInvitation, inviteByEmail, newInvitee } from '../fixtures/people';
import { signIn, users } from '../fixtures/session';

const shots = path.join(__dirname, '..', 'screenshots', 'people');
const DESKTOP = { width: 1280, height: 800 };
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

test.use({ viewport: PHONE });

test('an invited reporter signs in, sees the reporter pages, and loses one on a role change without signing out', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const invitee = newInvitee();
  const name = `${invitee.firstName} ${invitee.lastName}`;
  await signIn(page, users.admin, '/staff');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await shot(page, 'staff-phone');

  const link = await inviteByEmail(page, invitee.email, 'reporter-internal');
  await shot(page, 'invite-issued-phone');
  await closeInvitation(page);

  const reporter = await acceptInvitation(browser, link, invitee);
  // The bottom bar's Report tab (the quick-scan button is 'Scan to report').
  const report = reporter.getByRole('button', { name: /Report$/ });
  await expect(report).toBeVisible();
  await report.click();
  await expect(reporter.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  // The link works once.
  const again = await browser.newPage({ viewport: PHONE });
  await again.goto(link);
  await expect(again.getByText('This invitation cannot be used: it is wrong, expired, revoked or used already.')).toBeVisible();
  await again.close();

  await changeRoleOf(page, name, 'auditor');
  await shot(page, 'staff-member-phone');

  // Still signed in: the shell re-reads the permissions (on focus, else within its interval); the menu and the guard follow.
  await reporter.bringToFront();
  await expect(report).toBeHidden({ timeout: 30_000 });
  await expect(reporter).not.toHaveURL(/\/auth\/login/);
  await expect(reporter.getByRole('button', { name: /Home$/ })).toBeVisible();
  await reporter.context().close();
});

test('desktop: the staff table with selection and the roles matrix', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, users.admin, '/staff2');
  await expect(page.getByRole('heading', { name: 'Staff table' })).toBeVisible();
  await page
    .getByRole('row', { name: /Rita Reporter/ })
    .getByRole('checkbox')
    .check();
  await expect(page.getByText('1 selected')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 1 as CSV' }).click();
  expect((await download).suggestedFilename()).toBe('staff.csv');
  await shot(page, 'staff2-desktop');
  await page.goto('/staff?tab=roles');
  await expect(page.getByRole('checkbox', { name: 'auditor: facility-read' })).toBeChecked();
  await shot(page, 'roles-desktop');
  await page.goto('/staff?tab=invitations');
  await expect(page.getByText('new.reporter@facilityops.test')).toBeVisible();
  await shot(page, 'invitations-desktop');
  await page.goto('/staff');
  await shot(page, 'staff-desktop');
  await page.setViewportSize(PHONE);
  await page.goto('/staff?tab=roles');
  await shot(page, 'roles-phone');
});
