// `pnpm bench` (e2e): where a phone's first screen spends its time. Lighthouse (lighthouse.bench.mjs)
// scores the load; this says what to change. For home and the facility list (FIRST_SCREEN_PAGES,
// comma-separated names of bench-pages.mjs), FIRST_SCREEN_RUNS loads (5) in Chromium with the CPU
// 4x slower, as Lighthouse's mobile preset, and an unthrottled network, each a fresh profile with a
// used tab's storage as lighthouse.bench.mjs has it (FIRST_SCREEN_DEVICE=new: empty localStorage):
//  - milestones, median: the shell's page spinner, the main layout, and the page's largest paint
//    (its element and text);
//  - one more load with V8's sampling profiler: the main thread's busy milliseconds by package,
//    each sample placed through the apps' source maps (tooling/scripts/source-maps.mjs), and its
//    long tasks (over 50 ms) with what filled them: where the total blocking time comes from.
// Asserts nothing. FIRST_SCREEN_DIST=<shell dist> measures another build of the shell instead
// (served as the monolith is, with the same remotes and api). To read further: FIRST_SCREEN_BY=module
// names samples by module and function, FIRST_SCREEN_TOP the rows (20), FIRST_SCREEN_DUMP=<dir>
// writes each page's profile (.cpuprofile), FIRST_SCREEN_PROFILES=n profiles n loads and prints
// medians (one profile varies by a few hundred ms).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageOf, sourceLocator } from '../../tooling/scripts/source-maps.mjs';
import { benchPages, usedDeviceStorage } from './bench-pages.mjs';
import { appNames, launchChromium, median, root, startServers } from './bench-servers.mjs';

const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? 5);
// FIRST_SCREEN_BY=module: name each sample by its module and function rather than its package.
const BY_MODULE = process.env.FIRST_SCREEN_BY === 'module';
const USED_DEVICE = process.env.FIRST_SCREEN_DEVICE !== 'new';
const PROFILES = Number(process.env.FIRST_SCREEN_PROFILES ?? 1);
const CPU_SLOWDOWN = 4;
const TOP_PACKAGES = Number(process.env.FIRST_SCREEN_TOP ?? 20);
const TOP_TASKS = 12;
const alternative = process.env.FIRST_SCREEN_DIST;

if (!process.env.LIGHTHOUSE_PAGES) process.env.LIGHTHOUSE_PAGES = process.env.FIRST_SCREEN_PAGES ?? 'home,facility list';
const servers = await startServers({ shellPort: 3420, apiPort: 4420, name: 'first-screen-api', monolithDist: alternative });
const shellOrigin = alternative ? servers.monolith : servers.shell;
/** Which dist folder serves an origin (the alternative shell's, or an app's by its port). */
const distOf = (origin) => {
  if (origin === shellOrigin && alternative) return alternative;
  const app = appNames.find((name) => `http://127.0.0.1:${servers.ports[name]}` === origin);
  return app ? path.join(root, app, 'dist') : null;
};

/** Records, in the page, when the milestones first appear and every largest-paint candidate. */
function watchMilestones({ session, local }) {
  try {
    for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value);
    for (const [key, value] of Object.entries(local ?? {})) localStorage.setItem(key, value);
  } catch {
    // about:blank has no storage
  }
  const marks = {};
  const milestones = { spinner: '.fo-spinner', layout: '.ant-layout' };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(milestones)) if (!(name in marks) && document.querySelector(selector)) marks[name] = performance.now();
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime;
      marks.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'} "${(entry.element?.textContent ?? '').trim().slice(0, 40)}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  Object.defineProperty(window, '__firstScreen', { value: marks });
}

async function load(url, storage, profile) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 860, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(watchMilestones, storage);
    const cdp = await page.createCDPSession();
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    // The page's data and late chunks: 6 s at 4x covers what Lighthouse waits for.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const marks = await page.evaluate(() => ({ ...window.__firstScreen }));
    return { marks, profile: profile ? (await cdp.send('Profiler.stop')).profile : null };
  } finally {
    await browser.close();
  }
}

/**
 * What the main thread did, every sample named by its own frame's package through the apps' source
 * maps: busy milliseconds by package, and the long tasks - stretches of samples with no idle one
 * between them, over 50 ms (Lighthouse's "blocking" threshold; at 4x CPU as its mobile model) - each
 * with its start, length and the packages that filled it. The sum of their time over 50 ms is the
 * load's total blocking time as this profile sees it: what to cut, task by task.
 */
function mainThread(profile) {
  const locators = new Map();
  const locate = (url) => {
    if (!locators.has(url)) {
      let locator = null;
      try {
        const { origin, pathname } = new URL(url);
        const dist = distOf(origin);
        const mapFile = dist && path.join(dist, `${pathname}.map`);
        if (mapFile && existsSync(mapFile)) locator = sourceLocator(JSON.parse(readFileSync(mapFile, 'utf8')));
      } catch {
        // not a file of the platform
      }
      locators.set(url, locator);
    }
    return locators.get(url);
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const packages = new Map();
  const tasks = [];
  let task = null;
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id);
    at += profile.timeDeltas[index] ?? 0;
    const micros = profile.timeDeltas[index + 1] ?? 0;
    // (program) is the browser's own work between tasks: like idle, it ends a task.
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') {
      if (task) tasks.push(task);
      task = null;
      return;
    }
    busy += micros;
    let name = callFrame.functionName.startsWith('(')
      ? callFrame.functionName
      : callFrame.url
        ? `(other) ${new URL(callFrame.url, 'http://x').pathname}`
        : '(native)';
    const source = callFrame.url && locate(callFrame.url)?.(callFrame.lineNumber, callFrame.columnNumber);
    if (source) name = BY_MODULE ? `${packageOf(source).module} ${callFrame.functionName}` : packageOf(source).pkg;
    packages.set(name, (packages.get(name) ?? 0) + micros);
    task ??= { start: (at - profile.startTime) / 1000, length: 0, packages: new Map() };
    task.length += micros / 1000;
    task.packages.set(name, (task.packages.get(name) ?? 0) + micros / 1000);
  });
  if (task) tasks.push(task);
  const long = tasks.filter((each) => each.length > 50);
  return {
    busy: busy / 1000,
    packages: [...packages].map(([name, value]) => [name, value / 1000]).sort((a, b) => b[1] - a[1]),
    longTasks: long.map((each) => ({ ...each, packages: [...each.packages].sort((a, b) => b[1] - a[1]) })),
    blocking: long.reduce((sum, each) => sum + each.length - 50, 0),
  };
}

const ms = (value) => (value === undefined ? '-' : Math.round(value));
console.info(
  `\nFirst screen at ${CPU_SLOWDOWN}x CPU (unthrottled network), median of ${RUNS}${alternative ? `, shell from ${alternative}` : ''}, ${USED_DEVICE ? "a used tab's storage" : 'empty localStorage (FIRST_SCREEN_DEVICE=new)'}`,
);
for (const page of await benchPages(servers)) {
  if (!page.route) continue;
  const url = `${shellOrigin}${page.route}`;
  // As Lighthouse loads it (lighthouse.bench.mjs): a used tab's storage, unless FIRST_SCREEN_DEVICE=new.
  const used = page.stored && USED_DEVICE ? await usedDeviceStorage(shellOrigin, page.route, page.stored) : null;
  const storage = { session: used ? { ...used.session, ...page.stored } : page.stored, local: used?.local ?? null };
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push((await load(url, storage, false)).marks);
  const lcpRun = runs.find((marks) => marks.lcp === median(runs.map((each) => each.lcp)));
  console.table([
    {
      page: page.name,
      'spinner ms': ms(median(runs.map((marks) => marks.spinner ?? NaN).filter(Number.isFinite))),
      'layout ms': ms(median(runs.map((marks) => marks.layout ?? NaN).filter(Number.isFinite))),
      'largest paint ms': ms(lcpRun?.lcp),
      'largest element': lcpRun?.lcpElement ?? '-',
    },
  ]);
  // FIRST_SCREEN_PROFILES loads (1) with the profiler: busy time, package times and blocking time are
  // their medians, the long tasks those of the median load. More than one to compare two builds.
  const profiled = [];
  for (let run = 0; run < PROFILES; run += 1) {
    const { profile } = await load(url, storage, true);
    // FIRST_SCREEN_DUMP=dir: also write the profile (.cpuprofile, DevTools opens it) to read further.
    if (process.env.FIRST_SCREEN_DUMP)
      writeFileSync(path.join(process.env.FIRST_SCREEN_DUMP, `${page.name.replace(/\W+/g, '-')}${run ? `-${run}` : ''}.cpuprofile`), JSON.stringify(profile));
    profiled.push({ ...mainThread(profile), span: (profile.endTime - profile.startTime) / 1000 });
  }
  const blocking = median(profiled.map((each) => each.blocking));
  const { longTasks, span } = profiled.find((each) => each.blocking === blocking) ?? profiled[0];
  const names = [...new Set(profiled.flatMap((each) => each.packages.map(([name]) => name)))];
  const packages = names
    .map((name) => [name, median(profiled.map((each) => each.packages.find(([other]) => other === name)?.[1] ?? 0))])
    .sort((a, b) => b[1] - a[1]);
  const busy = median(profiled.map((each) => each.busy));
  const of = PROFILES > 1 ? `, median of ${PROFILES} profiled loads` : '';
  console.info(`${page.name}: main thread busy ${Math.round(busy)} ms in the first ${Math.round(span)} ms${of}, by package:`);
  for (const [name, value] of packages.slice(0, TOP_PACKAGES)) console.info(`${String(Math.round(value)).padStart(7)} ms  ${name}`);
  console.info(
    `${page.name}: ${Math.round(blocking)} ms over 50 ms in all (this profile's total blocking time${of}); the ${longTasks.length} tasks over 50 ms of that load, longest first:`,
  );
  for (const task of [...longTasks].sort((a, b) => b.length - a.length).slice(0, TOP_TASKS))
    console.info(
      `${String(Math.round(task.length)).padStart(7)} ms at ${Math.round(task.start)} ms: ${task.packages
        .slice(0, 4)
        .map(([name, value]) => `${name} ${Math.round(value)}`)
        .join(', ')}`,
    );
}
servers.stop();
process.exit(0);
