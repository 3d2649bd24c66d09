// Which libraries are Module Federation singletons, and how antd is shared.
//
// Sharing `antd` as one module ships the whole library (455 KB gzip). Instead every component
// entry point (`antd/es/button`, …) is its own shared module: the shell PROVIDES all of them (each
// an async chunk fetched only when a page uses it) and the remotes only CONSUME them
// (`import: false`). So every antd module runs in the shell's webpack runtime: one ConfigProvider
// context, one theme, one style cache, and no page downloads what it does not use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFacades } from './facades/index.mjs';

const require = createRequire(import.meta.url);

function versionOf(pkg, fromDir) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'rxjs',
  'dexie',
  'i18next',
  'react-i18next',
  'dayjs',
  '@ant-design/cssinjs',
];

function packageOf(request) {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
}

/** antd's component entry points, e.g. ['antd/es/button', 'antd/es/theme', …]. */
export function antdEntryPoints(fromDir) {
  const root = path.dirname(require.resolve('antd/package.json', { paths: [fromDir] }));
  const es = path.join(root, 'es');
  return readdirSync(es)
    .filter((entry) => !entry.startsWith('_') && entry !== 'style' && statSync(path.join(es, entry)).isDirectory())
    .filter((entry) => statSync(path.join(es, entry, 'index.js'), { throwIfNoEntry: false }))
    .map((entry) => `antd/es/${entry}`)
    .concat(antdSharedInternals);
}

/**
 * antd modules below an entry point that must still be one instance everywhere: App's context,
 * read by `useAppApis()` (ui-kit) without loading App, whose message, notification and dialog code
 * the shell loads on first use.
 */
const antdSharedInternals = ['antd/es/app/context'];

/**
 * @param {{ role: 'host' | 'remote', appDir: string }} options
 */
export function sharedModules({ role, appDir }) {
  const shared = {};
  const facades = writeFacades(appDir);
  for (const request of singletons) {
    const version = versionOf(packageOf(request), appDir);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
    // A facade provides (and, as a remote's fallback, bundles) only the names the platform uses.
    if (facades[request]) shared[request].import = facades[request];
  }
  // A workspace package needs an explicit version (workspace:* makes the runtime warn). The
  // contract's version is strict: a remote built against a newer shared-contracts than the shell
  // provides refuses to load (its Retry page, and the runtime's error naming both versions) rather
  // than run against a bus, database or schemas it does not know. Bump the version in
  // shared-contracts/package.json with each change (README "Run-time composition").
  // SHARED_CONTRACTS_VERSION builds an app as if against another version (the e2e test of the refusal).
  const contracts = process.env.SHARED_CONTRACTS_VERSION ?? versionOf('shared-contracts', appDir);
  shared['shared-contracts'] = { singleton: true, requiredVersion: `^${contracts}`, version: contracts, strictVersion: true };

  const antdVersion = versionOf('antd', appDir);
  for (const request of antdEntryPoints(appDir)) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${antdVersion}`,
      version: antdVersion,
      // The shell provides every entry point by its file: a provide given as a path is provided
      // whether or not the shell's code imports it (a package name is provided only when imported).
      import: role === 'remote' ? false : require.resolve(request, { paths: [appDir] }),
    };
  }

  // The icons' common component (AntdIconLight, or AntdIcon for two-tone icons, with their context
  // and style helpers: 2.3 KB gzip) was bundled by every remote whose routes show a menu icon. Icons
  // import it relatively, so it is matched by its path below node_modules. The shell provides it
  // by file path, so it is provided even when none of its own icons uses it; the remotes consume it.
  const iconsVersion = versionOf('@ant-design/icons', appDir);
  const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [appDir] }));
  for (const component of ['AntdIconLight', 'AntdIcon']) {
    shared[`@ant-design/icons/es/components/${component}`] = {
      singleton: true,
      requiredVersion: `^${iconsVersion}`,
      version: iconsVersion,
      allowNodeModulesSuffixMatch: true,
      import: role === 'remote' ? false : path.join(iconsDir, 'es', 'components', `${component}.js`),
    };
  }
  return shared;
}
