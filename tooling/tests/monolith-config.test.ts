/**
 * The monolith of issue 15's comparison (tooling/webpack/monolith.config.mjs) is the shell's own
 * config without federation, and every module a remote exposes is one import() in it. The build
 * itself and the pages it renders are checked by `pnpm bench` (e2e/bench/monolith-check.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Configuration } from 'webpack';

const root = path.resolve(__dirname, '..', '..');

it('builds the shell from its bootstrap with no federation plugin, and loads every exposed module of every remote by import()', async () => {
  const { default: monolithConfig } = (await import(pathToFileURL(path.join(root, 'tooling', 'webpack', 'monolith.config.mjs')).href)) as {
    default: () => Promise<Configuration>;
  };
  const config = await monolithConfig();

  expect(config.entry).toEqual({ main: path.join(root, 'shell', 'src', 'bootstrap.tsx') });
  expect(config.plugins?.map((plugin) => plugin?.constructor.name)).not.toContain('ModuleFederationPlugin');
  const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
  const runtime = readFileSync(alias['@module-federation/enhanced/runtime$'] as string, 'utf8');
  for (const id of [
    'mf_reporting/routes',
    'mf_reporting/capture',
    'mf_shifts/routes',
    'mf_adhoc/routes',
    'mf_adhoc/adhoc-section',
    'mf_org_admin/org-switcher',
  ]) {
    expect(runtime).toContain(`${JSON.stringify(id)}: () => import(`);
  }
  const menus = readFileSync(path.join(root, 'shell', '.generated', 'monolith-menus.js'), 'utf8');
  expect(menus).toContain('"mf_reporting":{"backgroundWork":');
});
