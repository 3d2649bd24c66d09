/**
 * Issue 17, the daily report as a facilities x days matrix: one row per facility with its expected,
 * actual and missed checks and compliance over the range; opening a row shows that facility's days
 * from the same answer (no second call). On a phone and on a desktop nothing covers a control;
 * screenshots of both sizes go to the test's output folder.
 */
import { expect, test } from '@playwright/test';
import { PHONE_SIZES, coveredControls } from '../fixtures/hit-test';
import { signIn, users } from '../fixtures/session';

for (const size of [PHONE_SIZES[0], { width: 1280, height: 800 }]) {
  test(`the daily report lists facilities and opens one facility's days (${size.width}x${size.height})`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await signIn(page, users.manager);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/inspections/daily' && response.status() === 200);
    await page.goto('/daily-reports');
    await expect(page.getByRole('heading', { name: 'Daily Reports' })).toBeVisible();
    const body = (await (await answer).json()) as { days: unknown[]; facilities: { facilityName: string; expected: number[]; missedCount: number }[] };
    expect(body.facilities.length).toBeGreaterThan(0);
    expect(body.facilities.every((row) => row.expected.length === body.days.length)).toBe(true);

    await expect(page.getByRole('columnheader', { name: 'Missed' }).first()).toBeVisible();
    const first = body.facilities[0];
    if (!first) throw new Error('no facility');
    const row = page.getByRole('row').filter({ hasText: first.facilityName }).first();
    await expect(row).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`daily-report-${size.width}x${size.height}.png`), fullPage: true });

    await row.getByRole('button', { name: /expand row/i }).click();
    const days = page.getByRole('region', { name: `Checks per day at ${first.facilityName}` });
    await expect(days).toBeVisible();
    await expect(days.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`daily-report-open-${size.width}x${size.height}.png`), fullPage: true });
    expect(await coveredControls(page)).toEqual([]);
  });
}
