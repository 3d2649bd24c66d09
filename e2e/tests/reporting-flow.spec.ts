import { type Page, expect, test } from '@playwright/test';
import { clickSettled } from '../fixtures/antd';
import { apiToken, reportCount } from '../fixtures/api';
import { confirmTitle, continueToDetails } from '../fixtures/reporting';
import { signIn, users } from '../fixtures/session';

// Whole flows with a reload and an offline round trip.
test.describe.configure({ timeout: 120_000 });

// fac-acme-04: the default checklist (mode 0) with no overall images required, a 'Water pressure'
// extra field on Wash Basin, and Floor counted twice (quantity 2).
const FACILITY = 'fac-acme-04';

async function fillChecklist(page: Page): Promise<void> {
  await page.goto(`/reporting/checklist?facility=${FACILITY}`);
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Floor: good' }).click();
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await expect(page.getByText('2 parameters marked bad')).toBeVisible();
  await continueToDetails(page);
}

async function fillDetails(page: Page): Promise<void> {
  const floor = page.getByRole('region', { name: 'Issue: Floor' });
  await floor.getByLabel('Description').fill('Water pooling near the entrance');
  await expect(floor.getByText('/ 2')).toBeVisible();
  await floor.getByRole('spinbutton').fill('3');
  await expect(floor.getByText('Value must be less than or equal to 2')).toBeVisible();
  await floor.getByRole('spinbutton').fill('0');
  await expect(floor.getByText('Value must be greater than 0')).toBeVisible();
  await floor.getByRole('spinbutton').fill('2');
  await floor.getByText('High', { exact: true }).click();
  await expect(floor.getByRole('radio', { name: 'High' })).toBeChecked();
  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill('Cracked in the corner');
  await page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure').fill('Low');
}

test('a checklist with two bad parameters goes through details and submit; the server holds it once', async ({ page, request }) => {
  const token = await apiToken(request, users.reporter);
  const before = await reportCount(request, token, FACILITY);
  await signIn(page, users.reporter);
  await fillChecklist(page);
  await fillDetails(page);

  const overall = page.getByRole('region', { name: 'Overall' });
  await overall.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter data!')).toBeVisible();
  await overall.getByLabel('Description').fill('Needs a mop and a new mirror');

  // A reload keeps everything typed so far.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Issue: Floor' }).getByLabel('Description')).toHaveValue('Water pooling near the entrance');
  await expect(page.getByRole('region', { name: 'Overall' }).getByLabel('Description')).toHaveValue('Needs a mop and a new mirror');

  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByText('Uploading images: 0 / 0')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await expect.poll(async () => await reportCount(request, token, FACILITY)).toBe(before + 1);
});

test('offline, the report is queued, shown as cached, and sent once when the network is back', async ({ page, context, request }) => {
  const token = await apiToken(request, users.reporter);
  const before = await reportCount(request, token, FACILITY);
  await signIn(page, users.reporter);
  // Until the service worker precaches every chunk, visit home and the list online first: the
  // list lands in the api cache, and the pages' code is already in the browser when offline.
  await page.goto('/home');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/reporting/facilities');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await fillChecklist(page);
  await fillDetails(page);
  await page.getByRole('region', { name: 'Overall' }).getByLabel('Description').fill('Queued while offline');

  await context.setOffline(true);
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(confirmTitle(page, 'Report submitted successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Offline, in-app navigation still works: the list comes from the device, with the queued report.
  await clickSettled(page.getByRole('menuitem', { name: /Check Facilities/ }));
  const queue = page.getByRole('region', { name: 'Waiting to upload' });
  await expect(queue.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Offline: showing the list saved on this device/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved on this device, not sent yet. Tap to send now.' }).first()).toBeVisible();
  expect(await reportCount(request, token, FACILITY)).toBe(before);

  await context.setOffline(false);
  await expect(queue).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => await reportCount(request, token, FACILITY)).toBe(before + 1);
  // Once: a later flush (another 'online', a visit) sends nothing more.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  expect(await reportCount(request, token, FACILITY)).toBe(before + 1);
});
