// The webpack configuration of the shell and of every remote: SWC for TypeScript and JSX,
// Module Federation (enhanced) with the shared singletons of shared-modules.mjs, a manifest per
// remote, entry files without hashes (the federation runtime cannot hash them) and content-hashed,
// immutable chunks.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { LicensesPlugin } from './licenses-plugin.mjs';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { antdPatches } from './antd-patches.mjs';
import { EvaluateSharedInTasksPlugin } from './evaluate-shared-in-tasks-plugin.mjs';
import { PreloadStartPlugin } from './preload-start-plugin.mjs';
import { consumeBundlerRuntime, provideBundlerRuntime } from './bundler-runtime.mjs';
import { remoteManifestOption } from './remote-manifest.mjs';
import { sharedModules } from './shared-modules.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The shell's one chunk of what every signed-in screen needs from antd: the theme, styles and
 * config provider, the main layout's components (layout, menu, dropdown, button, …) and the
 * rc-components under them. Split module by module they were ~60 small files, and every antd module
 * the shell provides listed its dozens of chunks in the share maps of main.js.
 */
const antdCoreModules = new RegExp(
  [
    'antd/es/(_util|style|theme|config-provider|locale|layout|menu|dropdown|button|grid|flex|space|tooltip|popover|version)/',
    'antd/es/app/(context|style/index)\\.js$',
    '@ant-design/(cssinjs|cssinjs-utils|fast-color|colors)/',
    '@ant-design/icons/es/(components|utils)/',
    '@rc-component/(util|motion|resize-observer|portal|trigger|overflow|dropdown|menu|tooltip)/',
    '(stylis|@emotion|clsx|@babel/runtime|throttle-debounce)/',
    // Small modules most components import (English texts, form and colour helpers): split out
    // on their own they were a dozen files of 1-3 KB, each fetched beside the component.
    '@rc-component/(pagination|picker)/es/locale/(en_US|common)\\.js$',
    'antd/es/(calendar|date-picker|time-picker)/locale/en_US\\.js$',
    'antd/es/(form/context|form/validateMessagesContext|modal/locale|color-picker/color|color-picker/util|table/TableMeasureRowContext)\\.js$',
    '@rc-component/form/es/FormContext\\.js$',
    '@rc-component/color-picker/es/color\\.js$',
  ]
    .map((dirs) => `[\\\\/]node_modules[\\\\/]${dirs.replaceAll('/', '[\\\\/]')}`)
    .join('|'),
);

/**
 * The shell's one chunk of the libraries every screen, the sign-in page included, runs before its
 * first render: React, the router, i18next, RxJS, zod and dayjs. Federation made each shared
 * library its own file (react's jsx-runtime was 516 bytes), and each file a phone fetches costs
 * main-thread time of its own (the request, the script's task): ~8 ms apiece at 4x CPU (issue 15).
 */
const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-is|react-router|react-router-dom|i18next|react-i18next|rxjs|zod|dayjs|use-sync-external-store|tslib)[\\/]|[\\/]\.generated[\\/]facade-[\w-]+\.js$/;

/**
 * antd-core's modules, but not antd's Hindi locale: it loads only when Hindi is in use; and the
 * modules antd-patches.mjs generates (Button's isBright, the stand-ins of Card's Tabs and
 * Typography's Editable: on their own they were two files of 0.5 KB each).
 */
function inAntdCore(module) {
  const resource = module.nameForCondition?.() ?? '';
  if (/[\\/]\.generated[\\/]antd-(is-bright|[a-z]+-on-use)\.js$/.test(resource)) return true;
  return antdCoreModules.test(resource) && !/[\\/]locale[\\/]hi_IN\.js$/.test(resource);
}

/**
 * The icons of the shell and of the antd modules it provides, in one chunk (10 KB brotli). Webpack
 * split them by the chunks that share them: ~10 files of 0.5-3 KB on a signed-in start, fetched in
 * the same moment. One file saves the requests and their headers (home: 449 -> 429 KiB sent under
 * Lighthouse); the main thread's work was the same within noise (issue 15).
 */
const iconModules = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons|renderUtils|cssUtils)[\\/.]/;

/**
 * The shell's own modules every signed-in screen loads with its chrome: the antd providers (theme,
 * saved styles, popups) and the main layout (header, drawer), and the stores they share with pages
 * (notifications, the organisation, menus). Webpack split them by the lazy chunks that share them:
 * five files of 1-6 KB fetched in the same moment as a signed-in page starts, each a script element
 * and a timer in the task that asks (~2-3 ms apiece in a traced run), which one chunk saves (issue
 * 15). Modules the start's own chunk (bootstrap) has are left there: the sign-in page needs them.
 */
const CHROME_CHUNK_ROOTS = [/[\\/]src[\\/]app[\\/]antd-providers\.tsx$/, /[\\/]src[\\/]layout[\\/]main-layout\.tsx$/];
const BOOTSTRAP_MODULE = /[\\/]src[\\/]bootstrap\.tsx$/;

/** Whether `chunk` holds a chrome root (`which`: 'root') or the start's bootstrap ('bootstrap'), cached per chunk. */
function chunkHolds(chunkGraph, chunk, which, cache) {
  let found = cache.get(chunk);
  if (found === undefined) {
    const resources = [...chunkGraph.getChunkModulesIterable(chunk)].map((module) => module.nameForCondition?.() ?? '');
    found = {
      root: resources.some((resource) => CHROME_CHUNK_ROOTS.some((root) => root.test(resource))),
      bootstrap: resources.some((resource) => BOOTSTRAP_MODULE.test(resource)),
    };
    cache.set(chunk, found);
  }
  return found[which];
}

function inShellChrome() {
  const cache = new WeakMap();
  return (module, { chunkGraph }) => {
    if (!/[\\/](shell|ui-kit)[\\/]src[\\/]/.test(module.nameForCondition?.() ?? '')) return false;
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.some((chunk) => chunkHolds(chunkGraph, chunk, 'root', cache)) && !chunks.some((chunk) => chunkHolds(chunkGraph, chunk, 'bootstrap', cache));
  };
}

/**
 * antd's input and select, each with the rc-component under it, as one chunk apiece. Webpack split
 * them by the shared antd modules that use each part: input was six files of 0.4-4 KB and select
 * three, fetched in the same moment by every page with a search box or a filter (the admin list, a
 * report). Each file a page asks for is a script element and its timer, ~5 ms of a phone's main
 * thread in the task that asks (issue 15); a page that uses only a part downloads the rest (input:
 * its password and OTP fields; select: the virtual list), ~5 KB.
 */
const antdFamilies = {
  // Text, notices, tags, empty states and cards: most pages draw several of them (the facility list
  // six, a report eight), each its own file of 2-6 KB; a page that uses fewer downloads the rest once.
  'antd-display': /[\\/]node_modules[\\/]antd[\\/]es[\\/](typography|alert|tag|empty|card|skeleton)[\\/]/,
  'antd-input': /[\\/]node_modules[\\/](antd[\\/]es[\\/]input|@rc-component[\\/](input|textarea))[\\/]/,
  'antd-select': /[\\/]node_modules[\\/](antd[\\/]es[\\/]select|@rc-component[\\/](select|virtual-list))[\\/]/,
};

/** The chunk of a module a remote exposes (Module Federation names it `__federation_expose_<name>`). */
function isExposedModuleChunk(chunk) {
  return typeof chunk.name === 'string' && chunk.name.startsWith('__federation_expose_');
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|wasm|txt)$/;

function compressedCopies() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * @param {{
 *   appDir: string,
 *   name: string,
 *   role: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],
 *   html?: { title: string, template: string },
 *   copy?: Array<{ from: string, to: string }>,
 *   extraPlugins?: import('webpack').WebpackPluginInstance[],
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function federatedApp({ appDir, name, role, exposes = {}, runtimePlugins = [], html, extraPlugins = [] }) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // A cache on disk (the app's node_modules/.cache/webpack): a build compiles and minifies again
      // only what changed since the last. The e2e tests' redeployments (another version of one app,
      // built while the suite runs) and ./bin/start's restarts reuse what `pnpm build` did. Built
      // against another shared-contracts (a test's), an app keeps a cache of its own.
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
        name: [production ? 'production' : 'development', process.env.SHARED_CONTRACTS_VERSION].filter(Boolean).join('-contracts-'),
        buildDependencies: { config: [path.join(appDir, 'webpack.config.mjs'), `${here}/`] },
      },
      // The shell hands its federation bundler runtime to the remotes before anything else runs.
      entry: { main: role === 'host' ? [provideBundlerRuntime(appDir), './src/index.ts'] : './src/index.ts' },
      // Hidden: the maps are written for the size report but no file points to them, and the static
      // server never serves them. No eval in development either: the CSP forbids it.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        // DIST_DIR lets a test build a second version of one app beside the first.
        path: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(appDir, 'dist'),
        // The shell serves deep links (/auth/login) from its root; a remote's files sit beside its entry.
        publicPath: role === 'host' ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // Spec 001 §9: chunk load timeout 120 s.
        chunkLoadTimeout: 120_000,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|gif|wasm|ogg|woff2?)$/, type: 'asset/resource' },
          // antd's rc-components declare no `sideEffects`, so webpack keeps their index files and
          // with them every sibling module: antd's form context imports FormProvider and got the
          // whole form library. They are side-effect free (antd treats them so): say so.
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: role === 'remote' ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          manifest: role === 'remote' ? remoteManifestOption(appDir) : false,
          shared: sharedModules({ role, appDir }),
          // Every container decides its plain shared-version checks without the runtime's semver parser,
          // and starts each shared module's download in a task of its own.
          runtimePlugins: [
            require.resolve('./runtime/share-resolver-plugin.mjs'),
            require.resolve('./runtime/share-loads-in-tasks-plugin.mjs'),
            ...runtimePlugins,
          ],
          dts: false,
          shareStrategy: 'loaded-first',
          // One federation runtime for the page: the shell provides it, remotes' entries reuse it.
          // target 'web': the runtime drops its Node.js script loading (these apps only run in browsers).
          experiments: { ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
        }),
        // The compiler's own DefinePlugin: the apps' webpack is another copy than this package's (pnpm
        // resolves it with other peers), and the cache on disk can store only its own copy's dependencies.
        {
          apply(compiler) {
            new compiler.webpack.DefinePlugin({
              __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? pkg.version),
              __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
            }).apply(compiler);
          },
        },
        // provideExternalRuntime adds its runtime plugin by its CommonJS file, which requires the
        // CommonJS build of the federation runtime: a second copy beside the ES module one the
        // shell already runs. The plugin's ES module build imports the same runtime the shell uses.
        ...(role === 'host'
          ? [
              new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
                resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
              }),
            ]
          : []),
        ...(role === 'host' ? antdPatches(appDir) : [consumeBundlerRuntime(appDir, webpack)]),
        // A chunk's shared modules are evaluated a task each before its own code runs (issue 15).
        new EvaluateSharedInTasksPlugin({ slicedChunks: role === 'host' ? ['antd-core'] : [] }),
        // The page from its template as text, not through the plugin's child compiler: that compiler
        // inherits federation's hooks, built every module the shell provides (each antd entry
        // point) again for Node.js, and added those 84 files (18 MB) to the build and to the
        // service worker's precache list, which every phone then downloaded.
        ...(html
          ? [
              new HtmlWebpackPlugin({
                templateContent: () => readFileSync(html.template, 'utf8').replaceAll('<%= htmlWebpackPlugin.options.title %>', html.title),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
              new PreloadStartPlugin(),
            ]
          : []),
        ...extraPlugins,
        new LicensesPlugin(),
        // Brotli and gzip files beside each text file, so the static server sends them as they are
        // (@fastify/static preCompressed) instead of compressing on every request or not at all.
        ...(production ? compressedCopies() : []),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
        // Federation already splits shared modules; let webpack split the rest per async page.
        // minSize 4 KB (default 20 KB): smaller common modules (antd's icon base, style utils) would
        // otherwise be copied into every async chunk and shared antd module that uses them.
        splitChunks: {
          // A module a remote exposes to the others (the ad-hoc section, the capture kit, the org
          // switcher, ...) stays one file with its own code: split by the pages sharing its parts it
          // was 4-12 files, and the federation runtime inserts a script element for each when the
          // module loads (~2 ms of a phone's main thread each, issue 15). Its pages still share parts.
          chunks: role === 'host' ? 'async' : (chunk) => !chunk.canBeInitial() && !isExposedModuleChunk(chunk),
          minSize: 4000,
          cacheGroups:
            role === 'host'
              ? {
                  framework: { test: frameworkModules, name: 'framework', chunks: 'async', enforce: true, priority: 20 },
                  antdCore: { test: inAntdCore, name: 'antd-core', chunks: 'async', enforce: true, priority: 10 },
                  icons: { test: iconModules, name: 'icons', chunks: 'async', enforce: true, priority: 15 },
                  chrome: { test: inShellChrome(), name: 'chrome', chunks: 'async', enforce: true, priority: 5 },
                  ...Object.fromEntries(
                    Object.entries(antdFamilies).map(([name, test]) => [name, { test, name, chunks: 'async', enforce: true, priority: 5 }]),
                  ),
                }
              : {},
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
