// `pnpm bench` (e2e): the time to drain the offline queue. 20 queued reports with 3 photos each
// (real JPEGs, about 12 KB) are put in the device's database, then 'Upload now' sends them through
// the same upload and submit calls as a live report, against the local api, until the queue is
// empty. Median of 5 in headless Chromium. Servers on 3340-3344 / api 4340 (plus BENCH_PORT_OFFSET).
// Needs `pnpm build` first.
import { chromium } from '@playwright/test';
import { chromiumArgs, median, startServers } from './bench-servers.mjs';

const RUNS = 5;
const REPORTS = 20;
const PHOTOS = 3;

const servers = await startServers({ shellPort: 3340, apiPort: 4340, name: 'bench-queue-api' });
try {
  const token = await servers.login();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const context = await browser.newContext();
  await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`${servers.shell}/reporting/facilities`);
  await page.getByRole('article').first().waitFor({ timeout: 60_000 });

  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(
      async ({ run, reports, photos }) => {
        const canvas = new OffscreenCanvas(400, 300);
        const draw = canvas.getContext('2d');
        const photo = async (seed) => {
          for (let i = 0; i < 40; i += 1) {
            draw.fillStyle = `hsl(${(seed * 37 + i * 9) % 360} 60% 50%)`;
            draw.fillRect((i * 53) % 400, (i * 31) % 300, 60, 40);
          }
          return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
        };
        // Queued as an offline submit does: items of the shared outbox (the shell's shared-contracts).
        const shell = window.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell');
        const contracts = (await shell.loadShare('shared-contracts'))();
        for (let r = 0; r < reports; r += 1) {
          const localId = `bench-${run}-${r}-${Math.random().toString(36).slice(2)}`;
          const facility = `fac-acme-${String((r % 12) + 1).padStart(2, '0')}`;
          const blobs = [];
          for (let p = 0; p < photos; p += 1)
            blobs.push({ key: `${localId}-${p}`, name: `${localId}-${p}.jpg`, type: 'image/jpeg', blob: await photo(r * 10 + p) });
          await contracts.enqueue({
            kind: 'report/submit',
            key: localId,
            userId: 'usr-reporter',
            organizationId: 'org-acme',
            subject: facility,
            label: 'Bench facility',
            body: {
              localId,
              date: '01 May 2026',
              time: '9:00 AM',
              facility,
              reportingType: 'scheduled',
              parameters: [],
              paramProps: [],
              issueDetails: [],
              overall: { description: 'bench', media: blobs.map((m) => ({ path: `local:${m.key}`, name: m.name, type: m.type })) },
              timestamp: new Date().toISOString(),
            },
            blobs,
            createdAt: Date.now() + r,
          });
        }
      },
      { run, reports: REPORTS, photos: PHOTOS },
    );
    const queue = page.getByRole('region', { name: 'Waiting to upload' });
    await queue.waitFor();
    const started = Date.now();
    await queue.getByRole('button', { name: 'Upload now' }).click();
    await queue.waitFor({ state: 'detached', timeout: 300_000 });
    times.push(Date.now() - started);
  }
  await browser.close();
  console.info(
    `\nqueue drain, ${REPORTS} reports x ${PHOTOS} photos (median of ${RUNS}): ${(median(times) / 1000).toFixed(2)} s  [runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s]`,
  );
  console.info(`  per report: ${(median(times) / REPORTS).toFixed(0)} ms (${PHOTOS} uploads + 1 submit)`);
} finally {
  servers.stop();
}
