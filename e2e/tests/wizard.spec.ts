/**
 * The wizard-style inspection (spec 000 Screen 4) in real Chromium against the real api, photos
 * from Chromium's fake camera. fac-acme-08's checklist is inspection mode 1: five parameters, Wash
 * Basin needs one photo and a 'Water pressure' reading, the overall note three photos.
 */
import { type Page } from '@playwright/test';
import { chooseOption, clickSettled } from '../fixtures/antd';
import { apiToken, reportCount } from '../fixtures/api';
import { expect, test } from '../fixtures/fake-camera';
import { PHONE_SIZES, coveredControls } from '../fixtures/hit-test';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 180_000 });
test.use({ fakeCameraQr: 'facility=fac-acme-08' });

const FACILITY = 'fac-acme-08';
const camera = (page: Page) => page.getByRole('dialog', { name: 'Take a photo' });
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function next(page: Page, label = 'Next'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('a mode-1 checklist runs the wizard: intro, gated cards, required images, overall, review, submit', async ({ page, request }) => {
  const token = await apiToken(request, users.reporter);
  const before = await reportCount(request, token, FACILITY);
  await signIn(page, users.reporter, `/reporting/checklist?facility=${FACILITY}`);
  await page.getByRole('button', { name: 'Floor: good' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const pending = page.getByRole('dialog', { name: 'Issue already exists' });
  const intro = page.getByRole('button', { name: 'Start Inspection' });
  await expect(intro.or(pending)).toBeVisible({ timeout: 30_000 });
  if (await pending.isVisible()) await clickSettled(pending.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(new RegExp(`/reporting/deep\\?facility=${FACILITY}$`));

  // Stage 0: the intro lists the parameters; the counter reads current/max (5 parameters + 2).
  await expect(page.getByRole('heading', { name: 'Inspection' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inspection progress' })).toContainText('0/7');
  await expect(page.getByRole('listitem').filter({ hasText: 'Floor' })).toContainText('Bad');
  await intro.click();

  // Card 1, Floor, is bad: media first, then the description.
  await expect(page.getByRole('group', { name: 'Inspection progress' })).toContainText('1/7');
  await expect(page.getByLabel('Parameter 1 of 5')).toHaveText('1/5');
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await next(page);
  await expect(notice(page, 'Please add media for the issue')).toBeVisible();
  const floor = page.getByRole('region', { name: 'Issue: Floor' });
  await floor.getByRole('button', { name: 'Capture image' }).click();
  await camera(page).getByRole('button', { name: 'Take photo' }).click();
  await expect(floor.getByRole('listitem', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera(page).getByRole('button', { name: 'Close' }).click();
  await next(page);
  await expect(notice(page, 'Please add description for the issue')).toBeVisible();
  await floor.getByLabel('Description').fill('Wet floor by the door');

  // A reload resumes on the same card with what was typed.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Issue: Floor' }).getByLabel('Description')).toHaveValue('Wet floor by the door');
  await next(page);
  await expect(page.getByLabel('Parameter 2 of 5')).toBeVisible();

  // Jump to the last card past Wash Basin: leaving it for Overall finds Wash Basin short of its photo.
  await chooseOption(page, page.getByRole('combobox', { name: 'Parameter' }), 'Soap Dispenser');
  await expect(page.getByLabel('Parameter 5 of 5')).toBeVisible();
  await next(page, 'Overall');
  const required = page.getByRole('dialog', { name: 'Required Parameter Images' });
  await expect(required.getByText('Wash Basin')).toBeVisible();
  await expect(required.getByText('0 / 1 images')).toBeVisible();
  await expect(notice(page, 'Minimum 1 images required for this parameter.')).toBeVisible();
  await required.getByText('Open').click();

  // Wash Basin: its extra field, then its required photo, before moving on.
  await expect(page.getByLabel('Parameter 3 of 5')).toBeVisible();
  await next(page);
  await expect(notice(page, 'Please fill all the fields')).toBeVisible();
  await page.getByLabel('Water pressure').fill('Normal');
  await next(page);
  await expect(notice(page, 'Please add all the images')).toBeVisible();
  await expect(page.getByText('Photos: 0/1')).toBeVisible();
  await page.getByRole('button', { name: 'Take a photo of Wash Basin' }).click();
  await camera(page).getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByText('Photos: 1/1')).toBeVisible({ timeout: 20_000 });
  await camera(page).getByRole('button', { name: 'Close' }).click();
  await next(page);
  await next(page);
  await next(page, 'Overall');

  // Stage 2: Review needs the description and three photos.
  const overall = page.getByRole('region', { name: 'Overall' });
  await expect(overall.getByText('Note: Please upload atleast 3 images.')).toBeVisible();
  await overall.getByRole('button', { name: 'Review' }).click();
  await expect(notice(page, 'Please fill in all the Overall Details !')).toBeVisible();
  await overall.getByLabel('Description').fill('Floor needs a mop');
  await overall.getByRole('button', { name: 'Capture image' }).click();
  for (let n = 1; n <= 3; n += 1) {
    await camera(page).getByRole('button', { name: 'Take photo' }).click();
    await expect(overall.getByRole('listitem', { name: `Photo ${n}` })).toBeVisible({ timeout: 20_000 });
  }
  await camera(page).getByRole('button', { name: 'Close' }).click();
  await overall.getByRole('button', { name: 'Review' }).click();

  // Stage 3: the review, then Submit through the usual upload screen.
  await expect(page.getByRole('heading', { name: 'Review your entries' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inspection progress' })).toContainText('7/7');
  await expect(page.getByRole('region', { name: 'Inspections' })).toContainText('Floor: bad');
  await expect(page.getByRole('region', { name: 'Issues' })).toContainText('Wet floor by the door');
  await expect(page.getByRole('region', { name: 'Additional details' })).toContainText('Normal');
  await expect(page.getByRole('region', { name: 'Required Parameter Images' })).toContainText('1 / 1 images');
  // On a phone the review's Submit scrolls clear of the bottom bar and the floating scan button.
  for (const size of PHONE_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(() => coveredControls(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByText('Uploading images: 5 / 5')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(async () => await reportCount(request, token, FACILITY)).toBe(before + 1);
});

test('a mode-2 checklist opens the same wizard at /reporting/idetails', async ({ page }) => {
  // fac-acme-03: inspection mode 2. All good: Continue goes straight on (no pending-issues check).
  await signIn(page, users.reporter, '/reporting/checklist?facility=fac-acme-03');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reporting\/idetails\?facility=fac-acme-03$/);
  await expect(page.getByRole('heading', { name: 'Inspection' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inspection progress' })).toContainText('0/10');
  await page.getByRole('button', { name: 'Start Inspection' }).click();
  await expect(page.getByLabel('Parameter 1 of 8')).toBeVisible();
});
