import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';
import webpack from 'webpack';
import WorkboxPlugin from 'workbox-webpack-plugin';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Copies the web app manifest, its PNG icons (e2e/scripts/render-icons.mjs draws them from assets/icon.svg), the worker's remote precaching, its push handler (sw-push.js) and the first screen's painter (first-screen.js) from public/ into the build. */
class PublicFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files) {
          compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(path.join(appDir, 'public', file))));
        }
      });
    });
  }
}

/**
 * The service worker (TOOLCHAIN.md: workbox 7 works with webpack 5.111 + Module Federation): the
 * shell's files are precached; remotes' entries and remotes.json are network-first (not hashed);
 * remotes' hashed chunks are cache-first, from their own origins (opaque answers, status 0,
 * included). Deep links fall back to index.html, so the app opens offline on any path.
 */
const serviceWorker = new WorkboxPlugin.GenerateSW({
  swDest: 'sw.js',
  cleanupOutdatedCaches: true,
  importScripts: ['sw-precache-remotes.js', 'sw-push.js'],
  // Source maps are never served; the .br and .gz copies are the same files, sent by negotiation.
  exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE\.txt$/],
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  navigateFallback: '/index.html',
  // The feedback app in the avatar menu's frame comes from the server, the only answer that lets this
  // origin frame it (frame-ancestors 'self'); the cached index.html says frame-ancestors 'none'.
  navigateFallbackDenylist: [/^\/sw\.js$/, /^\/remotes\.json$/, /^\/new-feedbacks(?:[/?]|$)/],
  runtimeCaching: [
    {
      urlPattern: ({ url }) => url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js'),
      handler: 'NetworkFirst',
      options: { cacheName: 'facilityops-remote-entries', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [0, 200] } },
    },
    {
      urlPattern: ({ url, sameOrigin }) => !sameOrigin && /\/(chunks|assets)\//.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        // public/sw-precache-remotes.js fills the same cache with every remote's files.
        cacheName: 'facilityops-remote-chunks',
        cacheableResponse: { statuses: [0, 200] },
        expiration: { maxEntries: 400, purgeOnQuotaError: true },
      },
    },
  ],
});

export default federatedApp({
  appDir,
  name: 'shell',
  role: 'host',
  runtimePlugins: [path.join(appDir, 'src/remotes/unavailable-remote-plugin.ts'), path.join(appDir, 'src/remotes/manifest-fetch-plugin.ts')],
  html: { title: 'FacilityOps', template: path.join(appDir, 'public/index.html') },
  extraPlugins: [
    new PublicFilesPlugin([
      'manifest.webmanifest',
      'icon-48.png',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
      'badge-96.png',
      'sw-precache-remotes.js',
      'sw-push.js',
      'first-screen.js',
    ]),
    serviceWorker,
  ],
});
