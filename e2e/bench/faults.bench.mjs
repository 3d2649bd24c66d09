// `pnpm bench:faults`: the outbox fault matrix (tests/outbox-faults.spec.ts) at length, 200
// iterations by default (FAULT_ITERATIONS), through Playwright's runner so it uses the suite's
// servers (E2E_PORT_OFFSET moves them) and the same code as the short run in CI. Prints lost /
// duplicated / stuck (and rows that lied, needless re-uploads), all of which must be 0, and the
// run time. FAULT_SEED replays a run. Needs `pnpm build` first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, FAULT_ITERATIONS: process.env.FAULT_ITERATIONS ?? '200' };
const started = Date.now();
const child = spawn('pnpm', ['exec', 'playwright', 'test', 'tests/outbox-faults.spec.ts', '--workers=1', '--reporter=line'], {
  cwd: e2e,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let summary = '';
child.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
  summary += text
    .split('\n')
    .filter((line) => line.includes('outbox fault matrix:') || line.startsWith('iteration '))
    .join('\n');
});
child.on('exit', (code) => {
  console.info(`\n${summary.trim() || 'no summary printed (see above)'}`);
  console.info(`bench:faults ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code ?? 1);
});
