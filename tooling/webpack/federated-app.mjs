// The webpack configuration of the shell and of every remote: SWC for TypeScript and JSX,
// Module Federation (enhanced) with the shared singletons of shared-modules.mjs, a manifest per
// remote, entry files without hashes (the federation runtime cannot hash them) and content-hashed,
// immutable chunks.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { sharedModules } from './shared-modules.mjs';

const require = createRequire(import.meta.url);

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
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: role === 'remote' ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          manifest: role === 'remote' ? { fileName: 'mf-manifest.json' } : false,
          shared: sharedModules({ role, appDir }),
          runtimePlugins,
          dts: false,
          shareStrategy: 'loaded-first',
        }),
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? pkg.version),
          __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
        }),
        ...(html ? [new HtmlWebpackPlugin({ template: html.template, title: html.title, chunks: ['main'], scriptLoading: 'defer' })] : []),
        ...extraPlugins,
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
        // Federation already splits shared modules; let webpack split the rest per async page.
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
