/**
 * Issue 16, /v2/tickets (the desktop table of the work queue): a manager narrows it with the filter
 * drawer (urgency and facility; the dates default to the last 30 days, shown YYYY/MM/DD), the server
 * answers the filtered page, the filters stay in the URL through a reload, show as closable tags and
 * carry into the CSV export. The same drawer on the issues list at phone size offers facility and team.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseOption, clickSettled } from '../fixtures/antd';
import { E2E_DATA_DIR } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 120_000 });

const shots = path.join(E2E_DATA_DIR, 'screenshots', 'tickets-table');
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
// Columns: selection, issue, facility, status, urgency, team, assignee, due.
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n + 1})`);

/** A picture for the report, once the drawer has stopped sliding. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function texts(cells: Locator): Promise<string[]> {
  return (await cells.allTextContents()).map((text) => text.trim());
}

test('a manager filters the tickets table by urgency and facility; the filters stay in the URL, show as tags and go into the CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, users.manager, '/v2/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible({ timeout: 30_000 });
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const urgencies = await texts(column(page, 4));
  const highRow = urgencies.indexOf('High');
  expect(highRow, 'a high-urgency ticket on the first page').toBeGreaterThanOrEqual(0);
  const facility = (await texts(column(page, 2)))[highRow] ?? '';

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const [start, end] = await drawer.locator('.ant-picker-range input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(start).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  expect(end).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  expect(Math.round((Date.parse(end ?? '') - Date.parse(start ?? '')) / 86_400_000)).toBe(30);
  await chooseOption(page, drawer.getByLabel('Urgency'), 'High');
  // A long list: typed to narrow it, as a user would.
  await drawer.getByLabel('Facility').fill(facility);
  await clickSettled(page.locator('.ant-select-dropdown').getByTitle(facility, { exact: true }));
  const filtered = page.waitForResponse((answer) => answer.url().includes('/issues/list') && answer.url().includes('urgency=high') && answer.ok());
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await filtered;
  await expect(page).toHaveURL(/[?&]urgency=high(&|$)/);
  await expect(page).toHaveURL(/[?&]facility=[^&]+/);
  // The default dates are no filter.
  await expect(page).not.toHaveURL(/[?&](from|to)=/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect.poll(async () => [...new Set(await texts(column(page, 4)))]).toEqual(['High']);
  expect([...new Set(await texts(column(page, 2)))]).toEqual([facility]);
  const shown = await rows(page).count();
  await expect(page.getByText('Urgency: High')).toBeVisible();
  await expect(page.getByText(`Facility: ${facility}`)).toBeVisible();
  await shot(page, 'tickets-table-filtered-desktop');

  // The CSV holds what is filtered.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.includes(`"${facility}"`) && line.includes('"high"'))).toBe(true);

  // A reload keeps them (they are the URL); closing a tag drops one.
  await page.reload();
  await expect(page.getByText('Urgency: High')).toBeVisible({ timeout: 30_000 });
  const widened = page.waitForResponse((answer) => answer.url().includes('/issues/list') && !answer.url().includes('urgency=') && answer.ok());
  await page.getByRole('button', { name: 'Remove filter Urgency: High' }).click();
  await widened;
  await expect(page).not.toHaveURL(/urgency=/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // At phone size the drawer still fits; the issues list's drawer offers facility and team too.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' })).toBeInViewport();
  await shot(page, 'tickets-table-filters-phone');
  await page.goto('/issues/all');
  await page.getByRole('button', { name: 'Filters' }).click();
  const phoneDrawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(phoneDrawer.getByLabel('Facility')).toBeVisible();
  await expect(phoneDrawer.getByLabel('Team')).toBeVisible();
  await expect(phoneDrawer.getByRole('button', { name: 'Apply' })).toBeInViewport();
  await shot(page, 'issues-filters-phone');
});
