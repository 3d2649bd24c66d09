// `pnpm bench` (e2e): figures for the platform as a user gets it. Starts the api (fresh data) and
// every app on its own port (3300-3304, api 4300), then prints, in headless Chromium:
// JavaScript (gzip) for sign-in and home, each remote's entry, and the time from navigation to the
// first remote page rendered (median of 5, cold and warm HTTP cache). Needs `pnpm build` first;
// `--build` times a full build first.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, median, root, startServers } from './bench-servers.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes('--build')) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
  console.info(`\nbuild of the whole platform: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const servers = await startServers({ shellPort: 3300, apiPort: 4300, name: 'bench-api' });
const shell = servers.shell;

try {
  const token = await servers.login();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
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
  for (const [app, port] of Object.entries(servers.ports)) {
    const file = app === 'shell' ? 'main.js' : 'remoteEntry.js';
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/${file}`)).arrayBuffer());
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
  servers.stop();
}
