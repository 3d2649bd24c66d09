// Builds the shell and every remote (production), one after the other (2 cores; webpack already
// uses them). `--missing` builds only apps without a dist. Prints each app's build time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps } from '../ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const onlyMissing = process.argv.includes('--missing');
const marker = (app) => path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

export function buildApps({ missing = onlyMissing } = {}) {
  const started = Date.now();
  for (const app of ['shell', ...remoteApps]) {
    if (missing && existsSync(marker(app))) continue;
    const t0 = Date.now();
    const result = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`build of ${app} failed`);
    console.info(`built ${app} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  console.info(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildApps();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
