// `pnpm bench` (e2e): Lighthouse, mobile preset (simulated throttling), median of 5 runs per page,
// against the built platform served as in production (compressed, cached) on ports 3400-3404 and
// the api on 4400. Prints score, LCP, TBT, CLS and transferred bytes per page; asserts nothing
// (issue 15's targets - score >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05 - are printed beside).
// Each run is a fresh browser profile (cold cache), signed in through the session the app keeps in
// sessionStorage. LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (comma-separated names) narrow a run;
// LIGHTHOUSE_SAVE=<dir> keeps every full report.
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, median, startServers } from './bench-servers.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGET = { score: 90, lcp: 2500, tbt: 200, cls: 0.05 };

const servers = await startServers({ shellPort: 3400, apiPort: 4400, name: 'lighthouse-api' });

/** The pages measured; `user` signs in first, `path` may ask the api for an id. */
const pages = [
  { name: 'sign-in', path: async () => '/auth/login' },
  { name: 'home', user: 'reporter@facilityops.test', path: async () => '/home' },
  { name: 'facility list', user: 'reporter@facilityops.test', path: async () => '/reporting/facilities' },
  {
    name: 'report viewer',
    user: 'manager@facilityops.test',
    path: async (token) => {
      const answer = await fetch(`${servers.api}/inspections?page=1&limit=1`, { headers: { authorization: `Bearer ${token}` } });
      const body = answer.ok ? await answer.json() : null;
      const id = body?.docs?.[0]?._id;
      return id ? `/inspection/${id}` : null;
    },
  },
  { name: 'admin list', user: 'admin@facilityops.test', path: async () => '/facilities' },
].filter((page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(page.name));

async function runOnce(url, token) {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: [...chromiumArgs, '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    if (token) await page.evaluateOnNewDocument((value) => sessionStorage.setItem('token', value), token);
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
    const audits = result?.lhr.audits ?? {};
    // LIGHTHOUSE_SAVE=<dir> keeps each run's full report (the diagnostics behind the figures).
    if (process.env.LIGHTHOUSE_SAVE && result) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    return {
      score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      finalUrl: result?.lhr.finalDisplayedUrl ?? url,
      error: result?.lhr.runtimeError?.code ?? null,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One run, again when Lighthouse could not record the trace (NO_NAVSTART and the like happen now and then). */
async function measured(url, token) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(url, token);
    if (!run.error || attempt === 3) return run;
    console.warn(`${url}: ${run.error}; measuring again`);
  }
}

const rows = [];
try {
  for (const page of pages) {
    const token = page.user ? await servers.login(page.user) : null;
    const route = await page.path(token);
    if (!route) {
      rows.push({ page: page.name, note: 'no data to open' });
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measured(`${servers.shell}${route}`, token));
    const pick = (key) => median(runs.map((entry) => entry[key]));
    const landed = new URL(runs[0].finalUrl).pathname;
    rows.push({
      page: page.name,
      path: route,
      score: pick('score'),
      'LCP s': (pick('lcp') / 1000).toFixed(2),
      'TBT ms': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
      KiB: Math.round(pick('bytes') / 1024),
      note: landed === route.split('?')[0] ? '' : `landed on ${landed}`,
    });
  }
} finally {
  servers.stop();
}

console.info(`\nLighthouse ${'13'} mobile (simulated throttling), median of ${RUNS} runs per page`);
console.info(`targets: score >= ${TARGET.score}, LCP <= ${TARGET.lcp / 1000} s, TBT <= ${TARGET.tbt} ms, CLS <= ${TARGET.cls}`);
console.table(rows);
