/** Where the tests find the federation runtime the apps are built with, and this repo's runtime plugins. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..', '..');
const fromEnhanced = createRequire(createRequire(path.join(toolingDir, 'package.json')).resolve('@module-federation/enhanced/webpack'));

/** The runtime core as the apps' federation plugin resolves it. */
export const runtimeCorePath = createRequire(fromEnhanced.resolve('@module-federation/runtime')).resolve('@module-federation/runtime-core');

/** The import address of a runtime plugin in tooling/webpack/runtime. */
export function runtimePluginUrl(file: string): string {
  return pathToFileURL(path.join(toolingDir, 'webpack', 'runtime', file)).href;
}
