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

/** Spec files per shard, balanced by measured seconds; null when Playwright's --shard is used. */
function balancedFiles() {
  if (shards < 2 || extra.length > 0) return null;
  const seconds = JSON.parse(readFileSync(path.join(here, 'spec-seconds.json'), 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 30;
  const specs = readdirSync(path.join(here, '..', 'tests')).filter((name) => name.endsWith('.spec.ts'));
  const load = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const spec of specs.map((name) => ({ name, seconds: seconds[name] ?? median })).sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))) {
    const lightest = load.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.seconds += spec.seconds;
    lightest.files.push(spec.name);
  }
  load.forEach((shard, i) => console.log(`[shard ${i + 1}/${shards}] ${shard.files.length} spec files, about ${Math.round(shard.seconds)} s of tests`));
  // Playwright reads each argument as a regular expression over the file's path: match exactly one file.
  return load.map((shard) => shard.files.sort().map((name) => `/tests/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
const files = balancedFiles();

const run = (index) =>
  new Promise((resolve) => {
    const args = ['exec', 'playwright', 'test', ...(files ? files[index - 1] : shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
    const child = spawn('pnpm', args, {
      env: { ...process.env, E2E_PORT_OFFSET: String(base + (index - 1) * 50) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = shards > 1 ? `[shard ${index}/${shards}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`e2e: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s, ${failed ? `${failed} failed` : 'all passed'}.`);
process.exit(failed ? 1 : 0);
