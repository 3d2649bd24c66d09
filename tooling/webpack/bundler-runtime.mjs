// One webpack bundler runtime for the page. Every container (the shell and each remote) carries
// the federation's "bundler runtime": the functions its webpack runtime calls to consume shared
// modules, load remotes and start its container (@module-federation/webpack-bundler-runtime,
// ~4 KB gzip). They are stateless (each takes the container's own webpackRequire), so a remote's
// entry takes the shell's instead of bundling its own copy; each container still gets its own
// state (instance, options, share scopes). This is what `externalRuntime` does for the runtime
// core, one layer up; the two halves below are the whole contract.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeGenerated } from './generated.mjs';

const require = createRequire(import.meta.url);
const GLOBAL = '__FACILITYOPS_BUNDLER_RUNTIME__';

/** A package's folder (not every package exports its package.json: walk up from its entry). */
function packageDir(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: package folder not found from ${fromDir}`);
    dir = parent;
  }
  return dir;
}

const generated = (appDir, file, code) => writeGenerated(appDir, file, 'tooling/webpack/bundler-runtime.mjs', code);

/** The bundler runtime's folder and version, as the federation plugin of this app resolves it. */
function bundlerRuntimeOf(appDir) {
  const enhanced = packageDir('@module-federation/enhanced', appDir);
  const dir = packageDir('@module-federation/webpack-bundler-runtime', enhanced);
  return { dir, version: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
}

/** Shell: an entry module, run before the app, that hands its bundler runtime to the remotes. */
export function provideBundlerRuntime(appDir) {
  const { version } = bundlerRuntimeOf(appDir);
  return generated(
    appDir,
    'provide-bundler-runtime.js',
    `const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
globalThis.${GLOBAL} = { version: ${JSON.stringify(version)}, bundlerRuntime, attachShareScopeMap };
`,
  );
}

/**
 * Remote: replaces the bundler runtime's module with one built from the shell's. The runtime
 * module with per-container state (@module-federation/runtime) stays the remote's own, and so does
 * initContainerEntry (the shell, which exposes nothing, compiles it out). A shell on another
 * major.minor of the federation runtime is refused with a clear error: the shell shows that
 * remote's Retry page and the rest keeps working.
 */
export function consumeBundlerRuntime(appDir, webpack) {
  const { dir, version } = bundlerRuntimeOf(appDir);
  const runtimeDir = packageDir('@module-federation/runtime', dir);
  const file = generated(
    appDir,
    'bundler-runtime.js',
    `import * as runtime from ${JSON.stringify(path.join(runtimeDir, 'dist', 'index.js'))};
import { initContainerEntry } from ${JSON.stringify(path.join(dir, 'dist', 'initContainerEntry.js'))};

const host = globalThis.${GLOBAL};
const line = (v) => v.split('.').slice(0, 2).join('.');
if (!host || line(host.version) !== line(${JSON.stringify(version)})) {
  throw new Error('This remote needs the FacilityOps shell with federation runtime ${version} (found ' + (host ? host.version : 'none') + ').');
}
const bundlerRuntime = { ...host.bundlerRuntime, initContainerEntry, S: {} };
const attachShareScopeMap = host.attachShareScopeMap;
const bundlerRuntimeOptions = {};
const federation = { runtime, instance: undefined, initOptions: undefined, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
const instance = undefined;
const initOptions = undefined;
export { attachShareScopeMap, bundlerRuntime, bundlerRuntimeOptions, federation as default, initOptions, instance, runtime };
`,
  );
  return new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, file);
}
