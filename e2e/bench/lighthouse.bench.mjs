// `pnpm bench` (e2e): Lighthouse, mobile preset (simulated throttling), median of 5 runs per page,
// against the built platform served as in production (compressed, cached) on ports 3400-3404 (the
// monolith on 3405) and the api on 4400. Prints score, LCP, TTI, TBT, CLS and transferred bytes per page; asserts nothing
// (issue 15's targets - score >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05 - are printed beside).
// Each run is a fresh browser profile (cold HTTP cache), signed in through the session the app keeps in
// sessionStorage (token and confirmed user, as a reload of a signed-in tab finds them), with the
// localStorage and sessionStorage such a tab holds (read after one load per page and build:
// usedDeviceStorage); LIGHTHOUSE_DEVICE=new leaves localStorage empty and sessionStorage with the
// session alone, as on a device never used.
// LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (comma-separated names) narrow a run;
// LIGHTHOUSE_SAVE=<dir> keeps every full report and its trace; LIGHTHOUSE_PROFILE=1 adds V8's
// sampling profiler to the trace (what ran in each long task; it slows the page, so such a run's
// figures compare only with each other); bench/lighthouse-tasks.mjs reads them.
// Then the same pages as a monolith (below): the ratio of load times platform / monolith, issue
// 15's target at most 1.15.
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPages, monolithBuild, usedDeviceStorage } from './bench-pages.mjs';
import { launchChromium, median, startServers } from './bench-servers.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_THROTTLING=devtools slows the network and CPU for real while the page loads (the same
// mobile figures: 150 ms round trip, 1.6 Mbit/s, CPU 4x) instead of simulating the load afterwards
// from an unthrottled trace; it shows gains the simulation does not model (fewer round trips).
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const USED_DEVICE = process.env.LIGHTHOUSE_DEVICE !== 'new';
const TARGET = { score: 90, lcp: 2500, tbt: 200, cls: 0.05 };
const RATIO_TARGET = 1.15;

// The monolith (tooling/webpack/monolith.config.mjs: the same sources as one ordinary webpack
// bundle, served by the same static server) is measured in the same run, alternating with the
// platform run by run, so both see the same machine load. LIGHTHOUSE_MONOLITH=0 leaves it out.
const withMonolith = process.env.LIGHTHOUSE_MONOLITH !== '0';
const servers = await startServers({ shellPort: 3400, apiPort: 4400, name: 'lighthouse-api', monolithDist: withMonolith ? monolithBuild() : undefined });
const builds = [{ build: 'platform', origin: servers.shell }, ...(withMonolith ? [{ build: 'monolith', origin: servers.monolith }] : [])];

async function runOnce(url, stored, local, build) {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const browser = await launchChromium({ userDataDir: profile });
  try {
    const page = await browser.newPage();
    if (stored) await page.evaluateOnNewDocument((items) => Object.entries(items).forEach(([key, value]) => sessionStorage.setItem(key, value)), stored);
    // Once per document, before the app: what the app writes itself during the run is left alone.
    if (local)
      await page.evaluateOnNewDocument((items) => {
        try {
          if (sessionStorage.getItem('bench:device-seeded')) return;
          sessionStorage.setItem('bench:device-seeded', '1');
          Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value));
        } catch {
          // about:blank has no storage
        }
      }, local);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        throttlingMethod: THROTTLING,
        ...(process.env.LIGHTHOUSE_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page,
    );
    const audits = result?.lhr.audits ?? {};
    if (process.env.LIGHTHOUSE_SAVE && result) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const saved = path.join(process.env.LIGHTHOUSE_SAVE, `${build}${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`);
      writeFileSync(`${saved}.json`, JSON.stringify(result.lhr));
      // The trace the figures were simulated from: its tasks, unthrottled (each counts 4x).
      if (result.artifacts?.Trace) writeFileSync(`${saved}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    return {
      score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      tti: audits.interactive?.numericValue ?? NaN,
      finalUrl: result?.lhr.finalDisplayedUrl ?? url,
      error: result?.lhr.runtimeError?.code ?? null,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One run, again when Lighthouse could not record the trace (NO_NAVSTART and the like happen now and then). */
async function measured(url, stored, local, build) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(url, stored, local, build);
    if (!run.error || attempt === 3) return run;
    console.warn(`${url}: ${run.error}; measuring again`);
  }
}

const rows = [];
const ratios = [];
const ratio = (platform, monolith) => (platform / monolith).toFixed(2);
try {
  for (const page of await benchPages(servers)) {
    if (!page.route) {
      rows.push({ page: page.name, note: 'no data to open' });
      continue;
    }
    const runs = Object.fromEntries(builds.map(({ build }) => [build, []]));
    const local = {};
    const session = {};
    for (const { build, origin } of builds) {
      const used = page.stored && USED_DEVICE ? await usedDeviceStorage(origin, page.route, page.stored) : null;
      local[build] = used?.local ?? null;
      session[build] = used ? { ...used.session, ...page.stored } : page.stored;
    }
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which build goes first, so neither always gets the warmer (or busier) slot.
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const { build, origin } of order) runs[build].push(await measured(`${origin}${page.route}`, session[build], local[build], build));
    }
    const medians = {};
    for (const { build } of builds) {
      const pick = (key) => median(runs[build].map((entry) => entry[key]));
      const landed = new URL(runs[build][0].finalUrl).pathname;
      medians[build] = { lcp: pick('lcp'), tti: pick('tti') };
      rows.push({
        page: page.name,
        build,
        path: page.route,
        score: pick('score'),
        'LCP s': (pick('lcp') / 1000).toFixed(2),
        'TTI s': (pick('tti') / 1000).toFixed(2),
        'TBT ms': Math.round(pick('tbt')),
        CLS: pick('cls').toFixed(3),
        KiB: Math.round(pick('bytes') / 1024),
        note: landed === page.route.split('?')[0] ? '' : `landed on ${landed}`,
      });
    }
    if (medians.monolith) {
      const { platform, monolith } = medians;
      ratios.push({
        page: page.name,
        'load (TTI) platform/monolith': ratio(platform.tti, monolith.tti),
        'LCP platform/monolith': ratio(platform.lcp, monolith.lcp),
        target: `<= ${RATIO_TARGET}`,
        met: platform.tti / monolith.tti <= RATIO_TARGET ? 'yes' : 'no',
      });
    }
  }
} finally {
  servers.stop();
}

console.info(
  `\nLighthouse ${'13'} mobile (${THROTTLING === 'devtools' ? 'devtools' : 'simulated'} throttling), median of ${RUNS} runs per page${withMonolith ? ' and build' : ''}, ${USED_DEVICE ? "a used tab's localStorage and sessionStorage" : 'empty localStorage (LIGHTHOUSE_DEVICE=new)'}`,
);
console.info(`targets: score >= ${TARGET.score}, LCP <= ${TARGET.lcp / 1000} s, TBT <= ${TARGET.tbt} ms, CLS <= ${TARGET.cls}`);
console.table(rows);
if (ratios.length > 0) {
  // Load time is Lighthouse's 'interactive' (TTI): the page has drawn its data and the main thread
  // and network are quiet, so every cost federation adds (remotes.json, the remote's manifest and
  // entry, share-scope negotiation, the extra round trips of a remote's chunks) lands before it.
  // LCP is printed beside it but is not the load time: a skeleton or a heading can be the largest
  // paint before the data arrives, which would hide those costs.
  console.info(`\nplatform / monolith (the same pages as one ordinary webpack bundle, no federation), median of ${RUNS}; target <= ${RATIO_TARGET}`);
  console.table(ratios);
}
