import { type Page, expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';
import { API_URL } from '../fixtures/ports';
import { PHOTO_FREE_FACILITIES, confirmTitle, continueToDetails } from '../fixtures/reporting';

// Spec 000 §5 duplicate rules and Screen 5's reload prompt, against the real api.
test.describe.configure({ timeout: 120_000 });

async function openDetails(page: Page, facility: string): Promise<void> {
  await page.goto(`/reporting/checklist?facility=${facility}`);
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await continueToDetails(page);
  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill('Cracked');
  await page.getByRole('region', { name: 'Overall' }).getByLabel('Description').fill('Otherwise clean');
  const water = page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure');
  if (await water.count()) await water.fill('Normal');
}

test('with nothing saved, the submit screen says ‘No report to submit.’', async ({ page }) => {
  await signIn(page, users.reporter);
  await page.goto('/reporting/submit?facility=fac-acme-04');
  await expect(page.getByRole('heading', { name: 'No report to submit.' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to facilities' }).click();
  await expect(page).toHaveURL(/\/reporting\/facilities$/);
});

test('the submit screen asks before a reload while uploading, and Back lands on the facility list', async ({ page }) => {
  await signIn(page, users.reporter);
  await openDetails(page, PHOTO_FREE_FACILITIES[1]);
  // Hold the submit call for a while so the page is mid-upload (the real api answers afterwards).
  await page.route(`${API_URL}/reports/submit`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByRole('status', { name: 'Sending the report' })).toBeVisible();

  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.reload({ timeout: 2_000 }).catch(() => undefined);
  expect(await prompt).toBe('beforeunload');

  await page.goBack();
  await expect(page).toHaveURL(/\/reporting\/facilities/);
});

test('the same report open in two tabs is sent once: the second says ‘Report already submitted’', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, users.reporter);
  await openDetails(first, PHOTO_FREE_FACILITIES[0]);
  // The draft is saved a moment after the last keystroke.
  await first.waitForTimeout(1_000);
  // The session lives in each tab's session storage: the second tab signs in too.
  const second = await context.newPage();
  await signIn(second, users.reporter, `/reporting/details?facility=${PHOTO_FREE_FACILITIES[0]}`);
  await expect(second.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description')).toHaveValue('Cracked');

  await first.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(first).toHaveURL(/\/home$/, { timeout: 30_000 });

  await second.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  const alert = second.getByRole('dialog').filter({ has: confirmTitle(second, 'Report already submitted') });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Okay' }).click();
  // Okay closes the alert and goes home (two steps, so a failure says which one did not happen).
  await expect(alert).toBeHidden();
  await expect(second).toHaveURL(/\/home$/);
});

test('offline, a second report for a facility queued in the last 8 hours is refused with ‘Report already exist’', async ({ page, context }) => {
  await signIn(page, users.reporter);
  await page.goto('/home');
  await expect(page.getByRole('main')).toBeVisible();
  await openDetails(page, PHOTO_FREE_FACILITIES[1]);
  await context.setOffline(true);
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(confirmTitle(page, 'Report submitted successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();

  await page.evaluate(() => {
    history.pushState({}, '', '/reporting/checklist?facility=fac-acme-10');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await continueToDetails(page);
  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill('Again');
  await page.getByRole('region', { name: 'Overall' }).getByLabel('Description').fill('Again');
  const water = page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure');
  if (await water.count()) await water.fill('Normal');
  await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click();
  await expect(confirmTitle(page, 'Report already exist')).toBeVisible();
  await context.setOffline(false);
});
