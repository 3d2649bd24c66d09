/**
 * The scan flow (spec 000 §5, §8) in real Chromium against the real api: the fake camera shows a
 * generated QR code, the scanner on /reporting/facilities decodes it with zxing-wasm, and the
 * result opens the checklist or shows the spec's message word for word.
 */
import { type Page } from '@playwright/test';
import { expect, qrPicture, test } from '../fixtures/fake-camera';
import { API_URL, E2E_PORTS, originOfPort } from '../fixtures/ports';
import { DEMO_PASSWORD, signIn, users } from '../fixtures/session';

const MF_REPORTING_ORIGIN = originOfPort(E2E_PORTS.MF_REPORTING_PORT).replace(/\./g, '\\.');

async function startScan(page: Page): Promise<void> {
  await signIn(page, users.reporter, '/reporting/facilities');
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan' }).click();
}

async function openScanner(page: Page): Promise<void> {
  await startScan(page);
  await expect(page.getByRole('dialog', { name: "Scan the facility's QR code" })).toBeVisible();
}

/** Scans what the fake camera shows and expects the spec's message. */
async function expectScanMessage(page: Page, message: string): Promise<void> {
  // The fake camera shows the code from the first frame and the reader's worker is quick: the
  // dialog can open and close between two checks, so the outcome is what is awaited.
  await startScan(page);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Scan the facility's QR code" })).toBeHidden();
  await expect(page).toHaveURL(/\/reporting\/facilities$/);
}

test.describe('a due facility of the shift', () => {
  test.use({ fakeCameraQr: 'facility=fac-acme-03' });

  test('scanning its QR code opens its checklist', async ({ page }) => {
    // The reader's wasm is ours (served by mf-reporting, no CDN) and loads only when the scanner opens.
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    // Frames are decoded in the reader's own worker, never on the page's main thread (issue 15).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await signIn(page, users.reporter, '/reporting/facilities');
    await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(wasm).toEqual([]);
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-03$/);
    expect(wasm).toEqual([expect.stringMatching(new RegExp(`^${MF_REPORTING_ORIGIN}/assets/zxing_reader\\.[0-9a-f]+\\.wasm$`))]);
    expect(workers).toEqual([expect.stringMatching(/^blob:/)]);
    expect(await page.evaluate(() => 'ZXingWASM' in window)).toBe(false);
  });
});

test.describe('an unknown facility', () => {
  test.use({ fakeCameraQr: 'facility=fac-acme-99' });
  test("shows 'No such facility.'", async ({ page }) => expectScanMessage(page, 'No such facility.'));
});

test.describe("a code without 'facility='", () => {
  test.use({ fakeCameraQr: 'https://facilityops.test/welcome' });
  test("shows 'No such facility.'", async ({ page }) => expectScanMessage(page, 'No such facility.'));
});

test.describe("another reporter's facility", () => {
  // fac-acme-13 belongs to the desk reporter's mapping in the same shift.
  test.use({ fakeCameraQr: 'facility=fac-acme-13' });
  test("shows 'This facility is not part of your shift.'", async ({ page }) => expectScanMessage(page, 'This facility is not part of your shift.'));
});

test.describe('a facility already inspected in this window', () => {
  test.use({ fakeCameraQr: 'facility=fac-acme-06' });

  test("shows 'This facility does not need checkup.'", async ({ page, request }) => {
    // The seed reported fac-acme-06's first window; a report now covers the current one, and the
    // next is two hours ahead, past the 15 minute offset.
    const login = await request.post(`${API_URL}/auth/login`, { data: { email: users.reporter, password: DEMO_PASSWORD, userType: 'regular' } });
    const { token } = (await login.json()) as { token: string };
    const submitted = await request.post(`${API_URL}/reports/submit`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { localId: `scan-spec-${Date.now()}`, date: '', time: '', facility: 'fac-acme-06' },
    });
    expect(((await submitted.json()) as { status: boolean }).status).toBe(true);
    await expectScanMessage(page, 'This facility does not need checkup.');
  });
});

test.describe('a facility with a report queued on the device', () => {
  test.use({ fakeCameraQr: 'facility=fac-acme-04' });

  test("shows 'Report for facility is already cached.'", async ({ page }) => {
    await signIn(page, users.reporter, '/reporting/facilities');
    await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
    // Queue a report as the offline submit does: an item in the shared database's outbox.
    await page.evaluate(async () => {
      const federation = window.__FEDERATION__ as unknown as {
        __INSTANCES__: { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> }[];
      };
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      const factory = await shell?.loadShare('shared-contracts');
      if (!factory) throw new Error('shared-contracts is not shared');
      const contracts = factory() as { enqueue: (item: unknown) => Promise<unknown> };
      await contracts.enqueue({
        kind: 'report/submit',
        key: 'queued-fac-acme-04',
        userId: 'usr-reporter',
        organizationId: 'org-acme',
        subject: 'fac-acme-04',
        body: {},
        blobs: [],
      });
    });
    await page.getByRole('button', { name: 'Scan' }).click();
    await expect(page.getByText('Report for facility is already cached.', { exact: true })).toBeVisible();
  });
});

test.describe('a phone without a camera', () => {
  test.use({ fakeCameraQr: null });

  test('says so and reads a chosen photo of the code instead', async ({ page }) => {
    await openScanner(page);
    const dialog = page.getByRole('dialog', { name: "Scan the facility's QR code" });
    await expect(dialog.getByText('Do you even have a camera on your device?', { exact: true })).toBeVisible();
    const choose = dialog.getByRole('button', { name: 'Choose a photo of the code' });
    await expect(choose).toBeVisible();
    // The fallback is the main action then.
    await expect(choose).toHaveClass(/ant-btn-primary/);
    await dialog.getByTestId('qr-photo-input').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await qrPicture('facility=fac-acme-05') });
    await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-05$/);
  });

  test('a photo without a code says so and keeps the dialog open', async ({ page }) => {
    await openScanner(page);
    const dialog = page.getByRole('dialog', { name: "Scan the facility's QR code" });
    const blank = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
    await dialog.getByTestId('qr-photo-input').setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
    await expect(dialog.getByText('No QR code found in this photo. Try another one.')).toBeVisible();
    await expect(page).toHaveURL(/\/reporting\/facilities$/);
  });
});
