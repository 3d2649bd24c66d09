#!/usr/bin/env node
/**
 * `pnpm test:e2e`: the suite in E2E_SHARDS shards (2 by default) run side by side, each with its own
 * servers and database (its own E2E_PORT_OFFSET: 0, 50, 100, ...), so the two cores of a CI machine
 * both work. Each shard's lines are prefixed with its number; the run fails if any shard fails.
 * Arguments go to every shard's `playwright test` (a spec file, --grep ...). E2E_SHARDS=1 runs the
 * suite as one run.
 *
 * With no arguments, the shards get whole spec files balanced by their time (scripts/spec-seconds.json,
 * measured in a CI run: the longest file first, to the shard with the least so far; a file not listed
 * counts as the median). Playwright's own --shard splits by test count, which left one shard minutes
 * behind the other (no-dead-ends and offline-and-update take 3-4 min each). With arguments, --shard.
 *
 * A SOLO spec runs in a Playwright run of its own after its shard's other files, so on fresh servers
 * and the freshly seeded database: the page walk checks every page in the seed's data, the same data
 * whichever files share its shard (in the suite's data each new split showed it something else).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const base = Number(process.env.E2E_PORT_OFFSET ?? 0);
const extra = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const SOLO = new Set(['walk-pages.spec.ts']);
/** A solo run's own start: the api seeds a fresh database, and the five static servers start. */
const SOLO_START_SECONDS = 30;

/** Playwright reads each argument as a regular expression over the file's path: match exactly one file. */
const fileArgument = (name) => `/tests/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * Per shard, the Playwright runs one after another, each a list of spec files (balanced by measured
 * seconds; solo files in runs of their own); null when Playwright's --shard is used.
 */
function balancedRuns() {
  if (extra.length > 0) return null;
  const seconds = JSON.parse(readFileSync(path.join(here, 'spec-seconds.json'), 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 30;
  const specs = readdirSync(path.join(here, '..', 'tests')).filter((name) => name.endsWith('.spec.ts'));
  const load = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  const timed = specs.map((name) => ({ name, seconds: (seconds[name] ?? median) + (SOLO.has(name) ? SOLO_START_SECONDS : 0) }));
  for (const spec of timed.sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))) {
    const lightest = load.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.seconds += spec.seconds;
    lightest.files.push(spec.name);
  }
  load.forEach((shard, i) => console.log(`[shard ${i + 1}/${shards}] ${shard.files.length} spec files, about ${Math.round(shard.seconds)} s of tests`));
  return load.map((shard) => {
    const together = shard.files.filter((name) => !SOLO.has(name)).sort();
    const solo = shard.files.filter((name) => SOLO.has(name)).sort();
    return [together, ...solo.map((name) => [name])].filter((files) => files.length > 0).map((files) => files.map(fileArgument));
  });
}
const planned = balancedRuns();

/** One Playwright run; a later run of the same shard keeps its own output folder (each run empties its own). */
const playwright = (index, selection, runIndex) =>
  new Promise((resolve) => {
    const args = ['exec', 'playwright', 'test', ...selection, ...extra];
    const child = spawn('pnpm', args, {
      env: { ...process.env, E2E_PORT_OFFSET: String(base + (index - 1) * 50), E2E_RUN_SUFFIX: runIndex > 0 ? `-${runIndex + 1}` : '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = shards > 1 ? `[shard ${index}/${shards}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });

/** A shard's runs, one after another; every run goes ahead even when an earlier one failed. */
async function run(index) {
  const runs = planned ? planned[index - 1] : [shards > 1 ? [`--shard=${index}/${shards}`] : []];
  let failed = 0;
  for (const [runIndex, selection] of runs.entries()) if ((await playwright(index, selection, runIndex)) !== 0) failed += 1;
  return failed;
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`e2e: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s, ${failed ? `${failed} failed` : 'all passed'}.`);
process.exit(failed ? 1 : 0);
