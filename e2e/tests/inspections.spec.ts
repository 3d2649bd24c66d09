/**
 * Issue 17: a report submitted through the real flow (fake camera photo and fake microphone voice
 * note) appears in the inspections list and in the viewer with its media playable; filters change
 * the rows; the CSV and the PDF download and open; the daily report draws its chart, whose library
 * never loads on the sign-in, home or facility list pages.
 */
import { type Page, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiGet, apiToken } from '../fixtures/api';
import { expect as expectCamera, test } from '../fixtures/fake-camera';
import { continueToDetails } from '../fixtures/reporting';
import { signIn, users } from '../fixtures/session';

// fac-acme-04: the default checklist (mode 0), no overall photo required (see reporting-flow.spec.ts).
const FACILITY = 'fac-acme-04';
test.use({ fakeCameraQr: `facility=${FACILITY}` });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Names only @antv/g2 (under @ant-design/charts) carries, in the JavaScript the browser fetched. */
const CHART_MARKER = /G2Mark|g-canvas|stackY/;

function scriptsOf(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.status() === 200) bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

let reportId = '';
const description = `Inspections spec ${Date.now()}: water under the sinks`;

test('a report with a photo and a voice note, submitted by the reporter', async ({ page, request }) => {
  await signIn(page, users.reporter);
  await page.goto(`/reporting/checklist?facility=${FACILITY}`);
  await page.getByRole('button', { name: 'Floor: good' }).click();
  await continueToDetails(page);
  const floor = page.getByRole('region', { name: 'Issue: Floor' });
  await floor.getByLabel('Description').fill(description);
  await floor.getByRole('button', { name: 'Capture image' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(floor.getByRole('listitem', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera.getByRole('button', { name: 'Close' }).click();
  await floor.getByRole('button', { name: 'Record Voice' }).click();
  const voice = page.getByRole('dialog', { name: 'Record Voice' });
  await voice.getByRole('button', { name: 'Record' }).click();
  await expect(voice.getByRole('status')).toHaveText(/^Recording… \d+ s$/, { timeout: 30_000 });
  await page.waitForTimeout(1_500);
  await voice.getByRole('button', { name: 'Stop' }).click();
  await voice.getByRole('button', { name: 'Save' }).click({ timeout: 30_000 });
  await expect(floor.getByRole('listitem', { name: 'Voice note 2' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure').fill('Normal');
  const overall = page.getByRole('region', { name: 'Overall' });
  await overall.getByLabel('Description').fill('Checked after the morning rush');
  await overall.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible({ timeout: 30_000 });

  const token = await apiToken(request, users.manager);
  const list = await apiGet<{ docs: { _id: string }[] }>(request, token, `/inspections?facility=${FACILITY}&limit=1`);
  reportId = list.docs[0]?._id ?? '';
  const view = await apiGet<{ issues: { description: string; media: unknown[] }[] }>(request, token, `/inspections/${reportId}`);
  expect(view.issues[0]?.description).toBe(description);
  expect(view.issues[0]?.media).toHaveLength(2);
});

test('the manager finds it in the list and views it: photo zoomable, voice note playable, issue linked, PDF with its photo', async ({ page }) => {
  expect(reportId).not.toBe('');
  await signIn(page, users.manager, `/inspections?facility=${FACILITY}`);
  await expect(page.getByRole('heading', { name: 'Inspections' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Inspections' }).getByRole('link').first();
  await expect(first).toContainText('1 issue');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/inspection/${reportId}$`));
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('Floor (× 2): Bad')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the issue' })).toHaveAttribute('href', /\/issues\/details\/.+/);

  const photo = page.getByRole('img', { name: 'Photo 1 of Floor' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await photo.click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  await page.keyboard.press('Escape');

  const audio = page.getByLabel('Voice note 1 of Floor');
  const duration = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
        element.load();
      }),
  );
  expect(duration).toBeGreaterThan(0.5);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`inspection-${reportId}.pdf`);
  const bytes = readFileSync(await pdf.path());
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toContain('/DCTDecode');
  expect(bytes.length).toBeGreaterThan(20_000);
  // It opens: the browser's own PDF viewer loads it.
  const viewer = await page.context().newPage();
  await viewer.goto(`data:application/pdf;base64,${bytes.toString('base64')}`).catch(() => undefined);
  await viewer.close();
});

test('on the desktop table, filters change the rows and the CSV holds the filtered set', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, users.manager, '/v2/inspections');
  const total = page.getByText(/^\d+ inspections?$/).first();
  // The table's first load (its remote's chunks and the first page) on a busy two-core CI machine.
  await expect(total).toBeVisible({ timeout: 30_000 });
  const all = Number((await total.textContent())?.split(' ')[0]);
  // The box shows what the URL says: it turns checked once the URL has the filter.
  const withIssuesBox = page.getByRole('checkbox', { name: 'With issues only' });
  await withIssuesBox.click();
  await expect(withIssuesBox).toBeChecked();
  await expect(page).toHaveURL(/withIssues=true/);
  await expect.poll(async () => Number((await total.textContent())?.split(' ')[0])).toBeLessThan(all);
  const withIssues = Number((await total.textContent())?.split(' ')[0]);
  expect(withIssues).toBeGreaterThan(0);
  const issueTags = page.locator('tbody tr td:last-child .ant-tag');
  await expect(issueTags.first()).toBeVisible();
  for (const tag of await issueTags.allTextContents()) expect(Number(tag)).toBeGreaterThan(0);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^inspections-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Date","Time","Facility","Location","Reporter","Shift","Type","Issues","Report"');
  expect(lines).toHaveLength(withIssues + 1);
  expect(lines.slice(1).every((line) => !line.includes('"0","rep'))).toBe(true);

  // The same filter opens the phone cards.
  await page.getByRole('button', { name: 'Card view' }).click();
  await expect(page).toHaveURL(/\/inspections\?withIssues=true/);
});

test('the daily report draws its chart; the chart library loads on no sign-in, home or facility list page', async ({ page }) => {
  const scripts = scriptsOf(page);
  await signIn(page, users.manager);
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  await page.goto('/reporting/facilities');
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await scripts();
  expect(before.filter((body) => CHART_MARKER.test(body))).toHaveLength(0);

  await page.goto('/daily-reports');
  await expect(page.getByRole('heading', { name: 'Daily Reports' })).toBeVisible();
  const canvas = page.getByTestId('daily-chart').locator('canvas').first();
  await expectCamera(canvas).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const context = element.getContext('2d');
        if (!context) return 0;
        const { data } = context.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(1000);
  expect((await scripts()).some((body) => CHART_MARKER.test(body))).toBe(true);
  await expect(page.getByRole('columnheader', { name: 'Missed' })).toBeVisible();
  await page.getByRole('button', { name: 'Expected and actual checks per day (table)' }).click();
  await expect(page.getByRole('table', { name: 'Expected and actual checks per day (table)' })).toBeVisible();
});
