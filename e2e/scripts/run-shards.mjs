#!/usr/bin/env node
/**
 * `pnpm test:e2e`: the suite in E2E_SHARDS shards (2 by default) run side by side, each with its own
 * servers and database (its own E2E_PORT_OFFSET: 0, 50, 100, ...), so the two cores of a CI machine
 * both work. Each shard's lines are prefixed with its number; the run fails if any shard fails.
 * Arguments go to every shard's `playwright test` (a spec file, --grep ...). E2E_SHARDS=1 runs the
 * suite as one run.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const base = Number(process.env.E2E_PORT_OFFSET ?? 0);
const extra = process.argv.slice(2);

const run = (index) =>
  new Promise((resolve) => {
    const args = ['exec', 'playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
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
