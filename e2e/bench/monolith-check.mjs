// `node bench/monolith-check.mjs` (e2e): the monolith that lighthouse.bench.mjs compares against
// is the same product, not an empty page that loads fast. Opens the benched pages in both builds
// (sign-in through the form; the others signed in) in headless Chromium and prints, side by side,
// what rendered: the remote's page, the heading, the rows or cards of data, and every console
// error. Exits 1 when the monolith shows less than the platform or logs an error.
// Runs in `pnpm bench` before lighthouse.bench.mjs. Needs `pnpm build`; builds the monolith when it
// is missing or older (bench-pages.mjs). MONOLITH_SHOTS=<dir> keeps a screenshot of each page.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { benchPages, monolithBuild } from './bench-pages.mjs';
import { chromiumArgs, startServers } from './bench-servers.mjs';

const servers = await startServers({ shellPort: 3400, apiPort: 4400, name: 'monolith-check-api', monolithDist: monolithBuild() });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

async function visit(origin, page, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 860 } });
  const errors = [];
  const tab = await context.newPage();
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text().slice(0, 160)));
  tab.on('pageerror', (error) => errors.push(error.message.slice(0, 160)));
  try {
    if (page.name === 'sign-in') {
      await tab.goto(`${origin}/auth/login`);
      await tab.getByLabel('Email').fill('reporter@facilityops.test');
      await tab.getByLabel('Password').fill('demo1234');
      await tab.getByRole('button', { name: 'Sign in' }).click();
      await tab.waitForURL(/\/home$/);
    } else {
      await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
      await tab.goto(`${origin}${page.route}`);
      if (page.remote) await tab.locator(`[data-remote="${page.remote}"]`).waitFor({ timeout: 30_000 });
    }
    await tab.waitForLoadState('networkidle');
    const seen = await tab.evaluate(() => ({
      heading: document.querySelector('h1, h2, h3, h4')?.textContent?.trim().slice(0, 40) ?? '',
      rows: document.querySelectorAll('tbody tr, .ant-card, .ant-list-item').length,
      text: document.body.innerText.length,
    }));
    if (process.env.MONOLITH_SHOTS) {
      mkdirSync(process.env.MONOLITH_SHOTS, { recursive: true });
      await tab.screenshot({ path: path.join(process.env.MONOLITH_SHOTS, `${page.name.replace(/\W+/g, '-')}-${origin.split(':').at(-1)}.png`) });
    }
    return { ...seen, path: new URL(tab.url()).pathname, errors };
  } catch (error) {
    return { heading: '', rows: 0, text: 0, path: new URL(tab.url()).pathname, errors: [...errors, String(error).slice(0, 160)] };
  } finally {
    await context.close();
  }
}

const rows = [];
let failed = false;
try {
  for (const page of await benchPages(servers)) {
    if (!page.route) {
      rows.push({ page: page.name, note: 'no data to open' });
      continue;
    }
    const platform = await visit(servers.shell, page, page.token);
    const monolith = await visit(servers.monolith, page, page.token);
    const same = platform.path === monolith.path && platform.heading === monolith.heading && monolith.rows >= platform.rows;
    if (!same || monolith.errors.length > 0) failed = true;
    rows.push({
      page: page.name,
      path: `${platform.path} | ${monolith.path}`,
      heading: `${platform.heading} | ${monolith.heading}`,
      'rows/cards': `${platform.rows} | ${monolith.rows}`,
      'text chars': `${platform.text} | ${monolith.text}`,
      'console errors': `${platform.errors.length} | ${monolith.errors.length}`,
    });
    for (const error of monolith.errors) console.error(`monolith, ${page.name}: ${error}`);
    for (const error of platform.errors) console.error(`platform, ${page.name}: ${error}`);
  }
} finally {
  await browser.close();
  servers.stop();
}
console.info('\nplatform | monolith');
console.table(rows);
if (failed) {
  console.error('the monolith does not show what the platform shows');
  process.exit(1);
}
