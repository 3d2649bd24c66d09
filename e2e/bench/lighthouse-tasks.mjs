// What fills Lighthouse's total blocking time: `node bench/lighthouse-tasks.mjs <trace.json>...`
// reads traces that lighthouse.bench.mjs kept (LIGHTHOUSE_SAVE=<dir>; with LIGHTHOUSE_PROFILE=1
// they carry V8's samples) and prints, averaged over them, the blocking milliseconds by kind of
// work (TASKS_LIST=1: also task by task). A task counts as Lighthouse counts it under simulated
// throttling: after the first contentful paint, its duration times 4 (the mobile preset's CPU),
// less 50 ms. Its share goes to what its samples were doing (React's commit or render, inserting
// scripts, evaluating modules, the federation runtime, Dexie, zod, rxjs, else the package of its
// first app frame); a task without samples goes to the trace event that took most of it (layout,
// style, compiling) - or, with no event at all, to "(no trace events)", which is how Chromium's
// work on an SVG image's own document shows (issue 15: the SVG icons). The bench machine is fast: a
// figure here is the unthrottled trace's, as Lighthouse's is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frameLocator, packageOf } from '../../tooling/scripts/source-maps.mjs';
import { appNames, root } from './bench-servers.mjs';

const CPU_SLOWDOWN = 4;
const SHELL_PORT = 3400;
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/lighthouse-tasks.mjs <trace.json>... (kept by LIGHTHOUSE_SAVE, sampled with LIGHTHOUSE_PROFILE=1)');
  process.exit(2);
}

/** Kinds of work, by the first frame of a sample's stack (outermost first) that names one. */
const kinds = [
  ['React commit', /^react-dom\/.*(commitRoot|completeRoot)/],
  ['React passive effects', /^react-dom\/.*flushPassiveEffects/],
  ['React render (sync)', /^react-dom\/.*renderRootSync/],
  ['React render (sliced)', /^react-dom\/.*renderRootConcurrent/],
  ['script insertion', /^webpack\/runtime\/(ensure chunk|load script)/],
  ['module evaluation', /^webpack\/(runtime\/evaluate shared|bootstrap)/],
  ['federation runtime', /^@module-federation\//],
  ['dexie', /^dexie\//],
  ['zod', /^zod\//],
  ['rxjs', /^rxjs\//],
  ['garbage collection', /^\(garbage collector\)/],
];

const locators = new Map();
/** A frame's source and original name through its app's source map (lighthouse.bench.mjs serves app i on SHELL_PORT + i). */
function locate({ url, lineNumber, columnNumber }) {
  if (!url) return null;
  if (!locators.has(url)) {
    let locator = null;
    try {
      const { port, pathname } = new URL(url);
      const app = appNames[Number(port) - SHELL_PORT];
      const mapFile = app && path.join(root, app, 'dist', `${pathname}.map`);
      if (mapFile && existsSync(mapFile)) locator = frameLocator(JSON.parse(readFileSync(mapFile, 'utf8')));
    } catch {
      // not a file of the platform
    }
    locators.set(url, locator);
  }
  return locators.get(url)?.(lineNumber, columnNumber) ?? null;
}

/** 'module function' (react-dom/cjs/react-dom-client.production.js commitRoot), from the source map where it can. */
function frameName(callFrame) {
  const found = locate(callFrame);
  if (found) return `${packageOf(found.source).module.replace(/^\.\//, '')} ${found.name ?? callFrame.functionName}`;
  return callFrame.functionName.startsWith('(') ? callFrame.functionName : `${callFrame.functionName} ${(callFrame.url ?? '').replace(/.*\//, '')}`.trim();
}

function kindOf(stack) {
  for (const [kind, pattern] of kinds) if (stack.some((frame) => pattern.test(frame))) return kind;
  const app = stack.find((frame) => /^(src|\.\.\/[\w-]+\/src)\//.test(frame));
  return app ? app.replace(/:\d+.*$|\s.*$/, '') : (stack[0]?.split(' ')[0] ?? '(no frame)');
}

/** The trace's page: its main thread, first contentful paint, tasks and CPU samples. */
function readTrace(file) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const busy = new Map();
  for (const event of events)
    if (event.ph === 'X' && event.name === 'RunTask') busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const [main] = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  const onMain = (event) => `${event.pid}:${event.tid}` === main;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && `${event.pid}` === main.split(':')[0]);
  const slices = events.filter((event) => onMain(event) && event.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of events) if (onMain(event) && event.name === 'Profile') profiles.set(event.id, event.args.data.startTime);
  for (const event of events.filter((e) => e.name === 'ProfileChunk' && profiles.has(e.id))) {
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parents.set(node.id, node.parent);
    }
    let at = profiles.get(event.id);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      at += timeDeltas[index] ?? 0;
      samples.push({ at, id });
    });
    profiles.set(event.id, at);
  }
  samples.sort((a, b) => a.at - b.at);
  const stackOf = (id) => {
    const stack = [];
    for (let node = id; node; node = parents.get(node)) stack.unshift(nodes.get(node));
    return stack.filter((node) => node && !['(root)', '(program)', '(idle)'].includes(node.callFrame.functionName)).map((node) => frameName(node.callFrame));
  };
  return { fcp: fcp?.ts ?? 0, slices, samples, stackOf };
}

// TASKS_LIST=1 also prints each counted task: when it started (ms after the first paint), its
// blocking ms, its largest kinds of work and the innermost app or antd frames its samples were in.
const LIST = Boolean(process.env.TASKS_LIST);
const ownFrame = /^(src|\.\.\/[\w-]+\/src|antd|@rc-component|@ant-design)\//;
function listTask(task, fcp, counted, shares, stacks) {
  const frames = new Map();
  for (const stack of stacks) {
    const frame = stack.findLast((name) => ownFrame.test(name));
    if (frame) frames.set(frame, (frames.get(frame) ?? 0) + 1 / stacks.length);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, share]) => `${name} ${Math.round(share * 100)}%`)
      .join(', ');
  console.info(`+${Math.round((task.ts - fcp) / 1000)} ms: ${Math.round(counted)} blocking; ${top(shares, 3)}${frames.size ? `; in ${top(frames, 4)}` : ''}`);
}

const totals = new Map();
let sampled = 0;
for (const file of files) {
  const { fcp, slices, samples, stackOf } = readTrace(file);
  let blocking = 0;
  for (const task of slices.filter((slice) => slice.name === 'RunTask' && slice.ts >= fcp)) {
    const counted = (task.dur / 1000) * CPU_SLOWDOWN - 50;
    if (counted <= 0) continue;
    blocking += counted;
    const inside = samples.filter(({ at }) => at >= task.ts && at <= task.ts + task.dur);
    const shares = new Map();
    // Samples in no script (the browser's own work) leave their share to the trace events.
    let browserShare = inside.length === 0 ? 1 : 0;
    if (inside.length > 0) sampled += 1;
    for (const { id } of inside) {
      const stack = stackOf(id);
      if (stack.length === 0) browserShare += 1 / inside.length;
      else shares.set(kindOf(stack), (shares.get(kindOf(stack)) ?? 0) + 1 / inside.length);
    }
    if (browserShare > 0) {
      // The trace events in it, by self time.
      const self = new Map();
      const open = [];
      for (const slice of slices.filter((s) => s !== task && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur)) {
        while (open.length && open.at(-1).end <= slice.ts) open.pop();
        if (open.length) self.set(open.at(-1).name, (self.get(open.at(-1).name) ?? 0) - slice.dur);
        self.set(slice.name, (self.get(slice.name) ?? 0) + slice.dur);
        open.push({ name: slice.name, end: slice.ts + slice.dur });
      }
      const [top] = [...self].sort((a, b) => b[1] - a[1]);
      const covered = [...self.values()].reduce((sum, value) => sum + value, 0);
      const kind = !top || covered < task.dur / 4 ? '(no trace events)' : `(${top[0]})`;
      shares.set(kind, (shares.get(kind) ?? 0) + browserShare);
    }
    for (const [kind, share] of shares) totals.set(kind, (totals.get(kind) ?? 0) + (counted * share) / files.length);
    if (LIST)
      listTask(
        task,
        fcp,
        counted,
        shares,
        inside.map(({ id }) => stackOf(id)),
      );
  }
  console.info(`${path.basename(file)}: ${Math.round(blocking)} ms blocking after the first paint (before Lighthouse cuts it at TTI)`);
}
if (sampled === 0) console.info('(no V8 samples in these traces: keep them with LIGHTHOUSE_PROFILE=1 to see what the scripts did)');
console.table(
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TASKS_TOP ?? 25))
    .map(([kind, ms]) => ({ 'work in long tasks': kind, 'blocking ms (mean)': Math.round(ms) })),
);
