/**
 * Issue 19: a reporter scans a code from the printed QR sheet. The api builds the PDF the admin
 * prints (POST /qr-sheet/pdf, the same call as the facility list's "QR sheet" button), poppler's
 * pdftoppm renders its first page as a printer would, and the phone's camera (Chromium's fake
 * camera) is pointed at the first code on that page; the scanner decodes it and the reporter lands
 * on that facility's checklist. Needs `pdftoppm` (Debian poppler-utils; bin/setup --browser installs it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { API_URL } from '../fixtures/ports';
import { apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

/** In the reporter's shift, due, and scanned or reported by no other spec. */
const FACILITY = 'fac-acme-07';
const FRAME_WIDTH = 640;
const FRAME_HEIGHT = 480;
/** At 180 dpi the first card of the A4 sheet (3 codes a row) ends near x = 520 px; the next code starts at 574. */
const DPI = 180;
const FIRST_CARD_RIGHT = 540;

/** A YUV4MPEG2 video (what Chromium's fake camera plays) of a grey frame: luma from the picture, neutral chroma. */
function y4mOfGrey(grey: Buffer, frames = 3): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  const luma = Buffer.from(grey.map((value) => 16 + Math.round((value * 219) / 255)));
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** The pixels of a binary PGM (P5, 8 bit) that pdftoppm -gray wrote. */
function pgmPixels(file: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('pdftoppm did not write an 8-bit PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: file.subarray(header[0].length, header[0].length + width * height) };
}

let browser: Browser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

test('a reporter scans the first code of the printed QR sheet and lands on its checklist', async ({ playwright, request }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, users.admin);
  const printed = await request.post(`${API_URL}/qr-sheet/pdf`, { headers: { Authorization: `Bearer ${admin}` }, data: { ids: [FACILITY] } });
  expect(printed.ok(), `POST /qr-sheet/pdf answered ${printed.status()}`).toBe(true);
  expect(printed.headers()['content-type']).toBe('application/pdf');
  const pdf = testInfo.outputPath('qr-codes.pdf');
  writeFileSync(pdf, await printed.body());

  // The printed page, as a PNG, kept with the test's results.
  const pagePng = testInfo.outputPath('qr-sheet-page-1');
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', pdf, pagePng]);
  await testInfo.attach('qr-sheet-page-1.png', { path: `${pagePng}.png`, contentType: 'image/png' });

  // The camera frames the first card, as a phone held over the sheet: the top-left 640x480 of the
  // page at 180 dpi, the edge of the next card (the visitors' code) out of the picture.
  const framePath = testInfo.outputPath('camera-frame');
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    String(DPI),
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    '0',
    '-y',
    '0',
    '-W',
    String(FRAME_WIDTH),
    '-H',
    String(FRAME_HEIGHT),
    '-singlefile',
    pdf,
    framePath,
  ]);
  const { width, height, pixels } = pgmPixels(readFileSync(`${framePath}.pgm`));
  expect([width, height]).toEqual([FRAME_WIDTH, FRAME_HEIGHT]);
  const grey = Buffer.from(pixels);
  for (let y = 0; y < height; y += 1) grey.fill(255, y * width + FIRST_CARD_RIGHT, (y + 1) * width);
  const video = testInfo.outputPath('camera.y4m');
  writeFileSync(video, y4mOfGrey(grey));

  browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, users.reporter, '/reporting/facilities');
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  // The list's Scan button (a phone also shows the floating 'Scan to report').
  const scan = page.getByRole('button', { name: /^(scan )?Scan$/ });
  await expect(scan).toBeEnabled();
  await scan.click();
  await expect(page).toHaveURL(new RegExp(`/reporting/checklist\\?facility=${FACILITY}$`), { timeout: 30_000 });
  await expect(page.getByText('Food Court Pantry 1').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checklist-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('checklist-1280.png') });
});
