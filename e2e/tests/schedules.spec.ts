/**
 * Issue 20 at phone size: an admin schedules a new shift for Ravi Rounds (seeded, in no shift) with
 * two facilities at a 2-hour interval; Ravi signs in, starts it and reports exactly those two
 * facilities with the expected count (8 hours / 2 hours = 4 checks each, 8 in all).
 */
import { expect, test } from '@playwright/test';
import { createShiftAsAdmin } from '../fixtures/schedules';
import { signIn, users } from '../fixtures/session';

test.use({ viewport: { width: 360, height: 740 } });

const FACILITIES = ['Tower A Pantry 2', 'Tower B Pantry 2'];

test('an admin schedules a reporter who then reports exactly those facilities with the expected count', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const admin = await adminContext.newPage();
  await signIn(admin, users.admin, '/shifts');
  const shiftId = await createShiftAsAdmin(admin, { name: 'Cover shift', reporter: 'Ravi Rounds', facilities: FACILITIES, intervalHours: 2 });
  await expect(admin.getByRole('heading', { name: 'Cover shift' })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-shift-360.png'), fullPage: true });
  await adminContext.close();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, 'rounds@facilityops.test', '/shifts');
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="/shifts/${shiftId}"]`) });
  await card.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByText('Shift started.')).toBeVisible();

  await page.goto('/reporting/facilities');
  for (const name of FACILITIES) await expect(page.getByRole('article', { name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Reports in this shift' })).toContainText('0 / 8 reports');
  await page.screenshot({ path: test.info().outputPath('reporter-facilities-360.png'), fullPage: true });
  await context.close();
});

test('the janitor sees their facilities on /janitor and signs out in one tap', async ({ page }) => {
  await signIn(page, 'janitor@facilityops.test', '/janitor');
  await expect(page).toHaveURL(/\/janitor$/);
  await expect(page.getByRole('heading', { name: 'My duties' })).toBeVisible();
  // Today's housekeeping shift (a temporary mapping) first; tomorrow's may follow.
  await expect(page.getByRole('region', { name: 'Housekeeping' }).first().getByRole('article')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('janitor-360.png'), fullPage: true });
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
