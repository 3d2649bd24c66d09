/**
 * The outbox as the reporter sees it (issue 13 points 6 and 8): a report the server refuses with
 * 409 stays on the device needing attention with the server's message, nothing lost; after the
 * network drops during an upload the queue row shows what is stored (waiting, with the error),
 * never 'Uploading', and the retry does not upload the stored photo again.
 */
import { expect, test } from '@playwright/test';
import { apiToken, reportCount } from '../fixtures/api';
import { installContractsAccess, queueReports, storedStates } from '../fixtures/outbox-page';
import { API_URL } from '../fixtures/ports';
import { FAULT_MATRIX_FACILITIES } from '../fixtures/fault-plan';
import { PHOTO_FREE_FACILITIES, continueToDetails } from '../fixtures/reporting';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 120_000 });

const DIFFERENT = 'This report was already submitted with different content.';

test('a 409 leaves the report needing attention with the server’s message; Discard asks first; Retry sends it', async ({ page, context, request }) => {
  const facility = PHOTO_FREE_FACILITIES[1];
  const token = await apiToken(request, users.reporter);
  const before = await reportCount(request, token, facility);
  await installContractsAccess(context);
  await signIn(page, users.reporter);
  await page.goto(`/reporting/checklist?facility=${facility}`);
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await continueToDetails(page);
  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill('Cracked');
  await page.getByRole('region', { name: 'Overall' }).getByLabel('Description').fill('Kept despite the refusal');
  const water = page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure');
  if (await water.count()) await water.fill('Normal');

  // The server says it holds this localId with other content (another engineer's api answers so).
  await page.route(`${API_URL}/reports/submit`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ message: DIFFERENT }),
    }),
  );
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByRole('status', { name: 'The report was not sent' })).toBeVisible();
  await expect(page.getByText('Errors occured. Try again.')).toBeVisible();
  await expect(page.getByText(DIFFERENT)).toBeVisible();

  await page.getByRole('button', { name: 'Back to facilities' }).click();
  const row = page.getByRole('region', { name: 'Waiting to upload' }).getByRole('listitem');
  await expect(row.getByText('Needs attention')).toBeVisible();
  await expect(row.getByText(DIFFERENT)).toBeVisible();
  // Discard asks first; Keep keeps it.
  await row.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await expect(row.getByText('Needs attention')).toBeVisible();
  expect(await reportCount(request, token, facility)).toBe(before);

  // The conflict is resolved on the server's side: Retry sends what the reporter entered.
  await page.unroute(`${API_URL}/reports/submit`);
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Waiting to upload' })).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => await reportCount(request, token, facility)).toBe(before + 1);
});

test('after the network drops during an upload the row shows what is stored, and the retry skips the stored photo', async ({ page, context, request }) => {
  const token = await apiToken(request, users.reporter);
  await installContractsAccess(context);
  await signIn(page, users.reporter, '/reporting/facilities');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const localId = `drop-${Date.now()}`;
  const uploads: string[] = [];
  let dropped = false;
  await page.route(`${API_URL}/uploads`, async (route) => {
    const file = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '?';
    // The network drops as the second photo goes.
    if (file.endsWith('-1.jpg') && !dropped) {
      dropped = true;
      return route.abort('internetdisconnected');
    }
    uploads.push(file);
    return route.continue();
  });
  await queueReports(page, [{ localId, facility: FAULT_MATRIX_FACILITIES[3], label: 'Dropped mid-upload', photos: 3 }]);
  const queue = page.getByRole('region', { name: 'Waiting to upload' });
  const row = queue.getByRole('listitem', { name: 'Dropped mid-upload' });
  await queue.getByRole('button', { name: 'Upload now' }).click();

  await expect
    .poll(async () => (await storedStates(page, [localId]))[0])
    .toMatchObject({ state: 'queued', lastError: 'Cannot reach the server. Check your connection.' });
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(row.getByText('Uploading', { exact: true })).toHaveCount(0);
  await expect(row.getByText('Cannot reach the server. Check your connection.')).toBeVisible();

  await queue.getByRole('button', { name: 'Upload now' }).click();
  await expect(queue).toBeHidden({ timeout: 20_000 });
  expect(uploads).toEqual([`${localId}-0.jpg`, `${localId}-1.jpg`, `${localId}-2.jpg`]);
  const reports = (await (
    await request.get(`${API_URL}/reports/?facility=${FAULT_MATRIX_FACILITIES[3]}&limit=100`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { docs: { localId: string }[] };
  expect(reports.docs.filter((doc) => doc.localId === localId)).toHaveLength(1);
});
