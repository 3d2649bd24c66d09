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

/** 'YYYY-MM-DD' as the report date format 'DD MMM YYYY'. */
const dayLabel = (day: string) => {
  const [year, month, date] = day.split('-');
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1];
  return `${date} ${name} ${year}`;
};

for (const size of [PHONE_SIZES[1], { width: 1280, height: 800 }]) {
  test(`a facility's day opens to its shifts and reports, loaded then (${size.width}x${size.height})`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await signIn(page, users.manager);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/inspections/daily' && response.status() === 200);
    await page.goto('/daily-reports');
    const body = (await (await answer).json()) as { days: { date: string }[]; facilities: { facilityName: string; expected: number[]; actual: number[] }[] };
    // A facility of the table's first page with a day that expected checks and had reports.
    const pick = body.facilities
      .slice(0, 24)
      .flatMap((row) => row.expected.map((n, d) => ({ row, d, expected: n, actual: row.actual[d] ?? 0 })))
      .find((cell) => cell.expected > 0 && cell.actual > 0);
    const date = pick ? body.days[pick.d]?.date : undefined;
    if (!pick || !date) throw new Error('no day with expected checks and reports');
    const facilityName = pick.row.facilityName;

    await page
      .getByRole('row')
      .filter({ hasText: facilityName })
      .first()
      .getByRole('button', { name: /expand row/i })
      .click();
    const days = page.getByRole('region', { name: `Checks per day at ${facilityName}` });
    const dayRow = days
      .getByRole('row')
      .filter({ hasText: dayLabel(date) })
      .first();
    await expect(dayRow).toBeVisible();
    const shiftsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/inspections/daily/shifts' && response.status() === 200);
    await dayRow.getByRole('button', { name: /expand row/i }).click();
    const detail = (await (await shiftsAnswer).json()) as {
      expectedCount: number;
      actualCount: number;
      shifts: { shiftName: string | null; expectedCount: number }[];
      reports: { _id: string }[];
    };
    expect({ expected: detail.expectedCount, actual: detail.actualCount }).toEqual({ expected: pick.expected, actual: pick.actual });
    expect(detail.shifts.length).toBeGreaterThan(0);

    const region = page.getByRole('region', { name: `Shifts at ${facilityName} on ${dayLabel(date)}` });
    await expect(region).toBeVisible();
    const shiftList = region.getByRole('list', { name: 'Shifts of the day' });
    await expect(shiftList.getByRole('listitem')).toHaveCount(detail.shifts.length);
    await expect(shiftList.getByText(`Expected: ${detail.shifts[0]?.expectedCount}`).first()).toBeVisible();
    const reportLinks = region.getByRole('list', { name: 'Reports of the day' }).getByRole('link');
    await expect(reportLinks).toHaveCount(Math.min(10, detail.reports.length));
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`daily-report-day-shifts-${size.width}x${size.height}.png`), fullPage: true });
    await page.screenshot({ path: testInfo.outputPath(`daily-report-day-shifts-screen-${size.width}x${size.height}.png`) });
    expect(await coveredControls(page)).toEqual([]);

    // A report of the day opens in the viewer.
    await reportLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/inspection/${detail.reports[0]?._id}$`));
  });
}
