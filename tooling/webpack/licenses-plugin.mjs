// licenses.json beside each app's files: every third-party package whose code the app's build
// actually contains (read from the modules of the compilation, not from package.json's wish list),
// with its version and licence. The shell's About page lists the shell's and every remote's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** The package.json of the package a module file belongs to (the nearest one under node_modules). */
function owningPackage(resource, cache) {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = resource.lastIndexOf(marker);
  if (at < 0) return null;
  const rest = resource.slice(at + marker.length).split(path.sep);
  const depth = rest[0].startsWith('@') ? 2 : 1;
  const dir = resource.slice(0, at + marker.length) + rest.slice(0, depth).join(path.sep);
  if (!cache.has(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const license =
        typeof pkg.license === 'string'
          ? pkg.license
          : (pkg.license?.type ?? (Array.isArray(pkg.licenses) ? pkg.licenses.map((entry) => entry.type).join(' OR ') : 'UNKNOWN'));
      cache.set(dir, { name: pkg.name, version: pkg.version, license });
    } catch {
      cache.set(dir, null);
    }
  }
  return cache.get(dir);
}

/** Lists the packages of a compilation's modules: sorted by name, one row per name and version. */
export function shippedPackages(resources) {
  const cache = new Map();
  const rows = new Map();
  for (const resource of resources) {
    const pkg = owningPackage(resource, cache);
    if (pkg?.name) rows.set(`${pkg.name}@${pkg.version}`, pkg);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

export class LicensesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LicensesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LicensesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const resources = [];
        for (const module of compilation.modules) {
          const resource = module.resource ?? module.rootModule?.resource;
          if (typeof resource === 'string') resources.push(resource);
          for (const inner of module.modules ?? []) if (typeof inner.resource === 'string') resources.push(inner.resource);
        }
        compilation.emitAsset('licenses.json', new webpack.sources.RawSource(JSON.stringify(shippedPackages(resources))));
      });
    });
  }
}
