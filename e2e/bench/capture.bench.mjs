// `pnpm bench` (e2e), after platform.bench.mjs: the capture kit in headless Chromium with the fake
// camera showing a QR code (640x480 frames), median of 5 after one cold run:
// - QR decode time per frame (zxing-wasm, the scanner's own `capture:qr-decode` measures);
// - photo capture-to-stored: shutter click → frame grabbed, resized and compressed with pica to a
//   JPEG within 0.05 MB → handed over and written to IndexedDB.
// Starts the api (fresh data) and every app on 3320-3324 / api 4320 (plus BENCH_PORT_OFFSET).
// Needs `pnpm build` first.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { mountCaptureDialog } from '../fixtures/capture-harness.mjs';
import { fakeMediaArgs } from '../fixtures/qr-video.mjs';
import { chromiumArgs, median, root, startServers } from './bench-servers.mjs';

const servers = await startServers({ shellPort: 3320, apiPort: 4320, name: 'bench-capture-api' });
const shell = servers.shell;
const RUNS = 5;
const ms = (value) => `${value.toFixed(1)} ms`;

try {
  const token = await servers.login();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...fakeMediaArgs('facility=fac-acme-01', path.join(root, 'e2e', '.data', 'fake-camera'))],
  });
  const openHome = async () => {
    const context = await browser.newContext();
    await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error', error));
    await page.goto(`${shell}/home`);
    await page.getByRole('heading', { name: /Hello/ }).waitFor();
    return { page, context };
  };
  const resultCount = (page) => page.evaluate(() => window.__capture.results.length);
  const waitForResults = async (page, count) => {
    while ((await resultCount(page)) < count) await page.waitForTimeout(5);
  };

  // QR: each opening of the scanner decodes frames until one holds the code, then closes.
  const scan = await openHome();
  // The page's main thread while scanning: frames are decoded in the reader's worker, so the page's
  // long tasks (over 50 ms) are only the dialog's own mounting.
  await scan.page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
  });
  await scan.page.evaluate(mountCaptureDialog, 'QrScannerDialog');
  // The scanner keeps one session's decode measures: read them after each.
  const sessionDecodes = () => scan.page.evaluate(() => performance.getEntriesByName('capture:qr-decode').map((entry) => entry.duration));
  await waitForResults(scan.page, 1);
  const decodes = await sessionDecodes();
  for (let run = 1; run <= RUNS; run += 1) {
    // Reopen once the dialog has closed (its camera view unmounted), as a user would.
    await scan.page.waitForFunction(() => !document.querySelector('video'));
    await scan.page.evaluate(() => window.__captureReopen());
    await waitForResults(scan.page, run + 1);
    decodes.push(...(await sessionDecodes()));
  }
  const text = await scan.page.evaluate(() => window.__capture.results[0].value);
  const longTasks = await scan.page.evaluate(() => window.__longTasks);
  await scan.context.close();
  const warmDecodes = decodes.slice(1);

  // Photo: shutter to stored, the first one cold (pica's worker starts), then RUNS more.
  const camera = await openHome();
  await camera.page.evaluate(mountCaptureDialog, 'CameraDialog');
  const shutter = camera.page.getByRole('button', { name: 'Take photo' });
  const photos = [];
  for (let run = 0; run <= RUNS; run += 1) {
    await shutter.click({ trial: false, timeout: 30_000 });
    await waitForResults(camera.page, run + 1);
    const { clickAt, doneAt, size } = await camera.page.evaluate((index) => {
      const state = window.__capture;
      return { clickAt: state.clickAt, doneAt: state.results[index].doneAt, size: state.results[index].value.blob.size };
    }, run);
    photos.push({ time: doneAt - clickAt, size });
    await shutter.waitFor({ state: 'visible' });
    await camera.page.waitForFunction(() => !document.querySelector('.ant-btn-loading'));
  }
  await camera.context.close();
  await browser.close();

  const warmPhotos = photos.slice(1);
  console.info('\nCapture kit (headless Chromium, fake camera 640x480)');
  console.info(
    `  QR decode per frame     median ${ms(median(warmDecodes))} over ${warmDecodes.length} frames   (first, cold: ${ms(decodes[0])}; read "${text}")`,
  );
  console.info(
    `  page main thread        ${longTasks.length} long tasks, ${longTasks.reduce((sum, duration) => sum + duration, 0).toFixed(0)} ms in all, over ${RUNS + 1} scans of ${decodes.length} frames (decoding runs in a worker)`,
  );
  console.info(
    `  photo capture→stored    median ${ms(median(warmPhotos.map((photo) => photo.time)))}   (runs: ${warmPhotos.map((photo) => photo.time.toFixed(0)).join(', ')} ms; first, cold: ${photos[0].time.toFixed(0)} ms)`,
  );
  console.info(`  photo size              ${warmPhotos.map((photo) => `${(photo.size / 1024).toFixed(1)} KB`).join(', ')} (limit 51.2 KB)`);
} finally {
  servers.stop();
}
