import { apiToken, reportCount } from '../fixtures/api';
import { expect, test } from '../fixtures/fake-camera';
import { continueToDetails } from '../fixtures/reporting';
import { signIn, users } from '../fixtures/session';

// Issue 4's whole flow: the fake camera shows fac-acme-01's QR code (due now for the reporter); its
// default checklist needs 3 overall photos.
test.use({ fakeCameraQr: 'facility=fac-acme-01' });
test.describe.configure({ timeout: 180_000 });

test('scan, two bad parameters with a photo and a voice note, three overall photos, submit: stored once with its media', async ({ page, request }) => {
  const token = await apiToken(request, users.reporter);
  const before = await reportCount(request, token, 'fac-acme-01');
  await signIn(page, users.reporter);
  await page.goto('/reporting/facilities');
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-01/, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Floor: good' }).click();
  await page.getByRole('button', { name: 'Mirror: good' }).click();
  await continueToDetails(page);

  const floor = page.getByRole('region', { name: 'Issue: Floor' });
  await floor.getByLabel('Description').fill('Wet floor by the sinks');
  await floor.getByRole('button', { name: 'Capture image' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(floor.getByRole('listitem', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera.getByRole('button', { name: 'Close' }).click();

  await floor.getByRole('button', { name: 'Record Voice' }).click();
  const voice = page.getByRole('dialog', { name: 'Record Voice' });
  await expect(voice.getByRole('status')).toHaveText('Tap Record and speak.');
  await voice.getByRole('button', { name: 'Record' }).click();
  // The first Record loads the recorder and the remuxer (a few hundred KB): slow on a cold cache.
  await expect(voice.getByRole('status')).toHaveText(/^Recording… \d+ s$/, { timeout: 30_000 });
  await page.waitForTimeout(1_500);
  await voice.getByRole('button', { name: 'Stop' }).click();
  await voice.getByRole('button', { name: 'Save' }).click({ timeout: 30_000 });
  await expect(floor.getByRole('listitem', { name: 'Voice note 2' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('region', { name: 'Issue: Mirror' }).getByLabel('Description').fill('Cracked mirror');
  await page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure').fill('Normal');

  const overall = page.getByRole('region', { name: 'Overall' });
  await overall.getByLabel('Description').fill('Cleaned except the floor and the mirror');
  await expect(overall.getByText('Note: Please upload atleast 3 images.')).toBeVisible();
  await expect(overall.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await overall.getByRole('button', { name: 'Capture image' }).click();
  for (let n = 1; n <= 3; n += 1) {
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await expect(overall.getByRole('listitem', { name: `Photo ${n}` })).toBeVisible({ timeout: 20_000 });
  }
  await camera.getByRole('button', { name: 'Close' }).click();

  await overall.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByText(/^Uploading images: \d \/ 5$/)).toBeVisible();
  await expect(page.getByText('Uploading images: 5 / 5')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The client accepted the answer only because the server confirmed all 5 media files.
  await expect.poll(async () => await reportCount(request, token, 'fac-acme-01')).toBe(before + 1);
});
