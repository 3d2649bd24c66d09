#!/usr/bin/env node
/**
 * Runs root scripts in lanes side by side: `node tooling/scripts/lanes.mjs "a b" "c d"` runs
 * `pnpm a` then `pnpm b` in one lane while `pnpm c` then `pnpm d` run in the other. `pnpm test` uses
 * it so that the two cores of a CI machine both work: every Jest run uses one worker there (Jest
 * keeps one core for itself), so the api's suites and the front-ends' suites plus the build fit
 * side by side. Each line is prefixed with the script that printed it; the first failure stops the
 * other lanes and fails the run. Prints each script's time at the end.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node tooling/scripts/lanes.mjs "<script> <script> ..." "<script> ..." ...');
  process.exit(2);
}

const children = new Set();
const timings = [];
let failed = null;

const runScript = (script, prefix) =>
  new Promise((resolve) => {
    const started = Date.now();
    // detached: its own process group, so a failure elsewhere stops the whole tree (jest workers, servers).
    const child = spawn('pnpm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      timings.push(`${script}: ${Math.round((Date.now() - started) / 1000)} s${code === 0 ? '' : ` (${signal ?? `exit ${code}`})`}`);
      resolve(code === 0);
    });
  });

const stopOthers = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

const runLane = async (lane) => {
  for (const script of lane) {
    if (failed) return;
    if (!(await runScript(script, `[${script}] `))) {
      failed ??= script;
      stopOthers();
      return;
    }
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed ??= signal;
    stopOthers();
  });
}

const started = Date.now();
await Promise.all(lanes.map(runLane));
console.log(`lanes: ${timings.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all${failed ? `, failed: ${failed}` : ''}.`);
process.exit(failed ? 1 : 0);
