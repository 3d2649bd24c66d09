/**
 * Issue 21, the visitor's side: an administrator renews a facility's feedback link from its drawer;
 * the old link then says it no longer works; a signed-out visitor on a phone opens the new one,
 * rates, takes a photo with the capture kit's camera (compressed to 0.05 MB), and sends; the
 * feedback reaches the dashboard with its photo.
 */
import { expect, test } from '../fixtures/fake-camera';
import { apiGet, apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

const FACILITY = 'fac-acme-05';
const LINK = /https?:\/\/[^\s]+\/public\/feedback\/[A-Za-z0-9_-]+/;

test('an admin renews a feedback link; the old one stops; a visitor sends feedback with a camera photo through the new one', async ({
  page,
  fakeMediaBrowser,
  baseURL,
}) => {
  await signIn(page, users.admin, `/facilities?open=${FACILITY}`);
  const section = page.getByRole('region', { name: 'Visitor feedback link' });
  await expect(section.getByText(LINK)).toBeVisible();
  const old = ((await section.getByText(LINK).textContent()) ?? '').match(LINK)?.[0] ?? '';
  expect(old).not.toBe('');
  await expect(section.getByRole('img', { name: /Feedback QR code of / })).toBeVisible();

  await section.getByRole('button', { name: 'Renew link' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Make a new feedback link?' });
  await expect(confirm.getByText('The current link and every code printed with it stop working at once.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Renew link' }).click();
  await expect(section.getByText('The old link no longer works: print the new code.')).toBeVisible();
  const renewed = ((await section.getByText(LINK).textContent()) ?? '').match(LINK)?.[0] ?? '';
  expect(renewed).not.toBe(old);
  await page.screenshot({ path: test.info().outputPath('feedback-link-drawer-1280.png') });

  // A visitor, signed out, on a phone.
  const visitor = await fakeMediaBrowser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const phone = await visitor.newPage();
  await phone.goto(old);
  await expect(phone.getByText('This feedback link does not work any more.')).toBeVisible();

  await phone.goto(renewed);
  const groups = phone.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.getByText('😊 Happy').click();
  await phone.getByRole('textbox').fill('Spotless pantry, thank you.');
  await phone.getByRole('button', { name: 'Take a photo' }).click();
  const camera = phone.getByRole('dialog', { name: 'Take a photo' });
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled({ timeout: 20_000 });
  await shutter.click();
  await expect(camera).toBeHidden();
  await expect(phone.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('visitor-feedback-360.png'), fullPage: true });
  const sent = phone.waitForResponse((response) => response.url().includes('/public/feedback/') && response.request().method() === 'POST');
  await phone.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).status()).toBe(200);
  await expect(phone.getByText('Thank you for your feedback!')).toBeVisible();
  await visitor.close();

  // The dashboard has it, with its photo.
  const dashboard = await apiGet<{ latest: { comment: string; photo: string | null; facility: { _id: string } }[] }>(
    page.request,
    await apiToken(page.request, users.admin),
    '/feedbacks/dashboard',
  );
  const mine = dashboard.latest.find((entry) => entry.comment === 'Spotless pantry, thank you.');
  expect(mine?.facility._id).toBe(FACILITY);
  expect(mine?.photo).toBeTruthy();
});
