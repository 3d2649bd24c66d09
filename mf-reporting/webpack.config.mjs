import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';

const require = createRequire(import.meta.url);

/**
 * zxing-wasm's self-contained reader build, which the QR reader's worker loads with importScripts
 * (src/shared/capture/media/qr-decoder.ts). The package does not export that file, so it is found
 * beside the package's CommonJS reader and emitted as a file with a hashed name.
 */
const zxingReaderScript = path.join(path.dirname(require.resolve('zxing-wasm/reader')), '..', '..', 'iife', 'reader', 'index.js');

/** What this app adds to the shared configuration; the monolith build (tooling/webpack/monolith.config.mjs) adds it too. */
export const appExtras = {
  alias: { 'zxing-reader-script$': zxingReaderScript },
  rules: [{ test: zxingReaderScript, type: 'asset/resource', generator: { filename: 'assets/zxing-reader.[contenthash:10].js' } }],
};

const app = federatedApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_reporting',
  role: 'remote',
  exposes: { './routes': './src/routes.tsx', './capture': './src/shared/capture/index.ts', './report-details': './src/exposed/report-details.ts' },
});

export default (env, argv) => {
  const config = app(env, argv);
  config.resolve.alias = { ...config.resolve.alias, ...appExtras.alias };
  config.module.rules.push(...appExtras.rules);
  return config;
};
