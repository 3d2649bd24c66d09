// The platform as ONE ordinary webpack bundle, no Module Federation: the yardstick of issue 15's
// monolith comparison in `pnpm bench` (e2e/bench/lighthouse.bench.mjs). `pnpm build:monolith`
// writes it to e2e/.bench/monolith (MONOLITH_DIST moves it); static-server.mjs serves it with
// `--app shell --dist <that folder>`, exactly as it serves the shell.
//
// It is the shell's own production config (federatedApp: SWC, the same splitChunks, minifier,
// hashing, brotli and gzip copies, service worker) with three changes, and no change to any source:
// - no ModuleFederationPlugin, and the entry is src/bootstrap.tsx (no async boundary, no bundler
//   runtime hand-over: an ordinary app has neither);
// - '@module-federation/enhanced/runtime' is a generated module whose loadRemote(id) is a dynamic
//   import() of the file the remote exposes under that id (read from the remote's own webpack
//   config), so each route page is an ordinary lazy chunk of this one build;
// - the shell's manifest cache (remotes/manifest-cache.ts) answers with each remote's published
//   menu, computed here as the remote's build computes it, from one lazy chunk instead of four
//   manifest requests.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps, remoteApps } from '../ports.mjs';
import { writeGenerated } from './generated.mjs';
import { publishedRemote } from './remote-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shellDir = path.join(root, 'shell');
const SOURCE = 'tooling/webpack/monolith.config.mjs';

/** Where the monolith is built (gitignored, beside the bench's other files). */
export const monolithDist = process.env.MONOLITH_DIST ? path.resolve(process.env.MONOLITH_DIST) : path.join(root, 'e2e', '.bench', 'monolith');

const isFederation = (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin';

/** An app's production webpack config, as `pnpm --filter <app> build` creates it. */
async function configOf(app) {
  const factory = (await import(pathToFileURL(path.join(root, app, 'webpack.config.mjs')).href)).default;
  return factory({}, { mode: 'production' });
}

/** What the remotes add to the shared configuration (a webpack.config.mjs's `appExtras`: aliases, asset rules). */
async function remoteExtras() {
  const extras = { alias: {}, rules: [] };
  for (const app of remoteApps) {
    const { appExtras } = await import(pathToFileURL(path.join(root, app, 'webpack.config.mjs')).href);
    Object.assign(extras.alias, appExtras?.alias);
    extras.rules.push(...(appExtras?.rules ?? []));
  }
  return extras;
}

/** Every exposed module of every remote: 'mf_reporting/routes' → absolute source file. */
async function exposedModules() {
  const entries = [];
  for (const app of remoteApps) {
    const federation = (await configOf(app)).plugins.find(isFederation);
    const exposes = federation?._options?.exposes;
    if (!exposes) throw new Error(`${app}: no exposes found in its ModuleFederationPlugin`);
    for (const [key, file] of Object.entries(exposes)) {
      entries.push([`${apps[app].federationName}/${key.replace(/^\.\//, '')}`, path.join(root, app, file)]);
    }
  }
  return entries;
}

/** loadRemote and registerRemotes without federation; remoteOfEntry tells the manifest cache which remote a URL is. */
function writeRuntime(exposed) {
  const loaders = exposed.map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`).join('\n');
  return writeGenerated(
    shellDir,
    'monolith-runtime.js',
    SOURCE,
    `const exposed = {
${loaders}
};
const remoteOfUrl = new Map();

export function registerRemotes(remotes) {
  for (const { name, entry } of remotes) remoteOfUrl.set(entry, name);
}

export function remoteOfEntry(url) {
  return remoteOfUrl.get(url);
}

export function loadRemote(id) {
  const load = exposed[id];
  return load ? load() : Promise.reject(new Error(id + ' is not part of the monolith'));
}
`,
  );
}

/**
 * The manifest cache's functions, answering each remote's published menu from the build. The menus
 * are a chunk of their own, loaded on first use as the platform fetches its manifests: after
 * sign-in, so the sign-in page carries none of them.
 */
function writeManifests(runtime) {
  const published = Object.fromEntries(remoteApps.map((app) => [apps[app].federationName, publishedRemote(path.join(root, app))]));
  const menus = writeGenerated(shellDir, 'monolith-menus.js', SOURCE, `export default ${JSON.stringify(published)};\n`);
  return writeGenerated(
    shellDir,
    'monolith-manifests.js',
    SOURCE,
    `import { remoteOfEntry } from ${JSON.stringify(runtime)};

async function manifestOf(url) {
  const name = remoteOfEntry(url);
  const { default: published } = await import(${JSON.stringify(menus)});
  if (!name || !published[name]) throw new Error(url + ' is not a remote of the monolith');
  return { metaData: { facilityops: published[name] } };
}

export function fetchManifest(url) {
  return manifestOf(url);
}

export async function manifestText(url) {
  return JSON.stringify(await manifestOf(url));
}

export function fetchedManifest(url) {
  return manifestText(url);
}

export function forgetManifest() {}
`,
  );
}

/** @returns {Promise<import('webpack').Configuration>} */
export default async function monolithConfig() {
  const webpack = (await import('webpack')).default;
  const shell = await configOf('shell');
  const runtime = writeRuntime(await exposedModules());
  const manifests = writeManifests(runtime);
  const extras = await remoteExtras();
  return {
    ...shell,
    // The shell's cache folder, under a name of its own: with the shell's name each build would overwrite the other's.
    cache: { ...shell.cache, name: 'monolith' },
    module: { ...shell.module, rules: [...shell.module.rules, ...extras.rules] },
    entry: { main: path.join(shellDir, 'src', 'bootstrap.tsx') },
    output: { ...shell.output, path: monolithDist, uniqueName: 'facilityops_monolith' },
    resolve: { ...shell.resolve, alias: { ...shell.resolve?.alias, ...extras.alias, '@module-federation/enhanced/runtime$': runtime } },
    plugins: [
      ...shell.plugins.filter((plugin) => !isFederation(plugin)),
      new webpack.NormalModuleReplacementPlugin(/[\\/]shell[\\/]src[\\/]remotes[\\/]manifest-cache\.ts$/, manifests),
    ],
  };
}
