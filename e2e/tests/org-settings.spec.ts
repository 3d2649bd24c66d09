/**
 * Issue 18, at phone size: an administrator edits the organisation on /organization. A primary
 * colour white text cannot be read on is refused with the WCAG message; a darker one, a new logo
 * (resized in the browser) and 12 high-urgency hours are saved, and the shell applies the theme at
 * once, without a reload. The seeded Acme organisation is put back as it was at the end: the
 * specs after this one (alphabetical, one database) expect it.
 */
import { type Page, expect, test } from '@playwright/test';
import { API_URL } from '../fixtures/ports';
import { apiGet, apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

const ACME = 'org-acme';
test.use({ viewport: { width: 360, height: 740 } });

interface Org {
  name: string;
  logoURL: string | null;
  city: { name: string } | null;
  theme: unknown;
  settings: { enableFeedback: boolean; issueDueHours?: unknown };
}

let original: Org | null = null;

test.afterAll(async ({ request }) => {
  if (!original) return;
  const token = await apiToken(request, users.admin);
  const { name, logoURL, city, theme, settings } = original;
  const answer = await request.put(`${API_URL}/organizations/${ACME}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, logoURL, city, theme, settings: { enableFeedback: settings.enableFeedback, issueDueHours: settings.issueDueHours ?? null } },
  });
  expect(answer.status()).toBe(200);
});

/** A 300x200 PNG drawn in the page, as a picked file. */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#0d47a1';
    context.fillRect(0, 0, 300, 200);
    context.fillStyle = '#ffffff';
    context.fillRect(100, 50, 100, 100);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'new-logo.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const primaryButtonColour = (page: Page) =>
  page
    .locator('.ant-btn-primary')
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('an administrator refuses a low-contrast colour, then saves a colour, a logo and due hours, and the theme applies at once', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  original = await apiGet<Org>(request, token, `/organizations/${ACME}`);

  await signIn(page, users.admin, '/organization');
  await page.getByRole('button', { name: 'Edit organization' }).click();
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await expect(primary).toHaveValue('#1565c0');
  expect(await primaryButtonColour(page)).toBe('rgb(21, 101, 192)');

  await primary.fill('#ffeb3b');
  await expect(
    page.getByText(/^Too little contrast: white text on #ffeb3b is 1\.\d+:1; WCAG AA needs 4\.5:1\. Choose a darker primary colour\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit organization' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/org-settings-refused-360.png', fullPage: false });

  await primary.fill('#0d47a1');
  await expect(page.getByText(/Too little contrast/)).toHaveCount(0);
  await expect(page.getByTestId('theme-preview').getByText('Primary button')).toHaveCSS('background-color', 'rgb(13, 71, 161)');
  await page.getByLabel('Upload Logo').setInputFiles(await pngFile(page));
  await expect(page.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /\/uploads\/[0-9a-f]{24}\.jpg$/, { timeout: 20_000 });
  const high = page.getByRole('spinbutton', { name: 'High urgency (hours)' });
  await high.fill('12');
  await page.screenshot({ path: 'test-results/org-settings-form-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Organization saved. The new theme is applied.')).toBeVisible();
  const card = page.getByRole('article', { name: original.name });
  await expect(card.getByRole('img', { name: `${original.name} logo` })).toHaveAttribute('src', /\/uploads\/[0-9a-f]{24}\.jpg$/);
  // The shell's theme follows at once, no reload: the editor's primary button is the new colour.
  await page.getByRole('button', { name: 'Edit organization' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', 'rgb(13, 71, 161)');
  await expect(page.getByRole('spinbutton', { name: 'High urgency (hours)' })).toHaveValue('12');

  // Screenshots to look at: phone and desktop, light and dark (the system preference decides without a saved choice).
  await page.screenshot({ path: 'test-results/org-settings-saved-360-light.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/org-settings-desktop-light.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.getByRole('button', { name: 'Edit organization' }).click();
  await expect(page.getByTestId('theme-preview')).toBeVisible();
  await page.screenshot({ path: 'test-results/org-settings-desktop-dark.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#ffeb3b');
  await expect(page.getByText(/^Too little contrast/)).toBeVisible();
  await page.screenshot({ path: 'test-results/org-settings-360-dark.png' });

  const saved = await apiGet<Org>(request, token, `/organizations/${ACME}`);
  expect(saved.settings.issueDueHours).toEqual({ low: 72, moderate: 24, high: 12 });
  expect(saved.theme).toMatchObject({ colors: { primary: '#0d47a1' } });
});
