/**
 * shared-contracts is a strictly versioned singleton: its public surface (scripts/surface.mjs) may
 * change only with a new version. This fails when an export is added, removed or retyped without a
 * version bump and a new surface.json.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.resolve(__dirname, '..', 'scripts', 'surface.mjs');

it('the public surface is the one recorded for this version', () => {
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 60_000);
