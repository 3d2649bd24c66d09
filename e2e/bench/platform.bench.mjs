// `pnpm bench` (e2e): figures for the platform as a user gets it. Starts the api (fresh data) and
// every app on its own port (3300-3304, api 4300), then prints, in headless Chromium:
// JavaScript (gzip) for sign-in and home, each remote's entry, and the time from navigation to the
// first remote page rendered (median of 5, cold and warm HTTP cache). Needs `pnpm build` first;
// `--build` times a full build first.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const host = '127.0.0.1';
const ports = { SHELL_PORT: 3300, MF_REPORTING_PORT: 3301, MF_SHIFTS_PORT: 3302, MF_ADHOC_PORT: 3303, MF_ORG_ADMIN_PORT: 3304, API_PORT: 4300 };
const apps = { shell: 3300, 'mf-reporting': 3301, 'mf-shifts': 3302, 'mf-adhoc': 3303, 'mf-org-admin': 3304 };
const shell = `http://${host}:${ports.SHELL_PORT}`;
const api = `http://${host}:${ports.API_PORT}`;
const dataDir = path.join(root, 'e2e', '.data', 'bench-api');
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, String(value)])),
  PUBLIC_HOST: host,
  SERVE_HOST: host,
  API_HOST: host,
  API_DATA_DIR: dataDir,
  CORS_ORIGINS: Object.values(apps).map((port) => `http://${host}:${port}`).join(','),
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

if (process.argv.includes('--build')) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
  console.info(`\nbuild of the whole platform: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

rmSync(dataDir, { recursive: true, force: true });
const children = [
  spawn('pnpm', ['--filter', 'api', 'start'], { cwd: root, env, stdio: 'ignore' }),
  ...Object.keys(apps).map((app) => spawn(process.execPath, ['tooling/serve/static-server.mjs', '--app', app], { cwd: root, env, stdio: 'ignore' })),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stop);

try {
  await waitFor(`${api}/health`);
  for (const [app, port] of Object.entries(apps)) await waitFor(`http://${host}:${port}/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`);
  const { token } = await (
    await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reporter@facilityops.test', password: 'demo1234', userType: 'regular' }),
    })
  ).json();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  async function scriptBytes(open) {
    const context = await browser.newContext();
    if (open.token) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => response.url().endsWith('.js') && responses.push(response));
    await page.goto(`${shell}${open.path}`);
    await page.getByRole(open.role, { name: open.name }).first().waitFor();
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const response of responses) total += gzipSync(await response.body()).length;
    await context.close();
    return { total, files: responses.length };
  }

  const signIn = await scriptBytes({ path: '/auth/login', role: 'button', name: 'Sign in' });
  const home = await scriptBytes({ path: '/home', role: 'heading', name: 'Hello', token: true });
  console.info('\nJavaScript downloaded (gzip)');
  console.info(`  sign-in page     ${kb(signIn.total)} in ${signIn.files} files`);
  console.info(`  signed-in home   ${kb(home.total)} in ${home.files} files`);
  for (const [app, port] of Object.entries(apps)) {
    const file = app === 'shell' ? 'main.js' : 'remoteEntry.js';
    const body = Buffer.from(await (await fetch(`http://${host}:${port}/${file}`)).arrayBuffer());
    console.info(`  ${`${app} ${file}`.padEnd(30)} ${kb(gzipSync(body).length)}`);
  }

  console.info('\nNavigation to the first remote page rendered (/shifts, signed in), 5 runs');
  const cold = [];
  const warm = [];
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext();
    await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const page = await context.newPage();
    for (const bucket of [cold, warm]) {
      if (bucket === cold) await page.goto(`${shell}/shifts`);
      else await page.reload();
      await page.locator('[data-remote="mf_shifts"] h3, [data-remote="mf_shifts"] h1, [data-remote="mf_shifts"] h2').first().waitFor();
      bucket.push(await page.evaluate(() => performance.now()));
    }
    await context.close();
  }
  console.info(`  cold cache   median ${median(cold).toFixed(0)} ms   (runs: ${cold.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.info(`  warm cache   median ${median(warm).toFixed(0)} ms   (runs: ${warm.map((ms) => ms.toFixed(0)).join(', ')})`);
  await browser.close();
} finally {
  stop();
}
