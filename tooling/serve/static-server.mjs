// Serves one built app (shell or remote) from its dist folder on its own port, as a deployment
// would: CORS for the other FacilityOps origins (remotes' manifests are fetched cross-origin),
// never-cached manifests and entries, immutable hashed chunks, SPA fallback for the shell, and a
// remotes.json (shell only) that follows the port environment variables.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, portOf, remotesConfig } from '../ports.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.y4m': 'video/x-raw',
};

/** Files that name the current deployment: always revalidated. Everything under chunks/ and assets/ is hashed. */
function cacheControl(relative) {
  if (/^(chunks|assets)\//.test(relative)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{ app: string, port?: number, distDir?: string, host?: string, remotes?: object }} options
 *   `remotes` replaces the remotes.json computed from the environment (tests run several sets).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ app, port = portOf(app), distDir, host = process.env.SERVE_HOST ?? '0.0.0.0', remotes }) {
  const root = distDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', app, 'dist');
  const isShell = app === 'shell';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    let relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (isShell && relative === 'remotes.json' && !existsSync(path.join(root, 'remotes.json'))) {
      const body = JSON.stringify(remotes ?? remotesConfig());
      response.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' }).end(body);
      return;
    }
    let file = path.join(root, relative);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    const stat = existsSync(file) ? statSync(file) : null;
    if (!stat || stat.isDirectory()) {
      if (isShell && !path.extname(relative)) {
        relative = 'index.html';
        file = path.join(root, relative);
      } else {
        response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relative),
      'Content-Length': statSync(file).size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--app');
  const app = index > 0 ? process.argv[index + 1] : undefined;
  if (!app || !apps[app]) {
    console.error(`usage: static-server.mjs --app <${Object.keys(apps).join('|')}> [--dist <folder>]`);
    process.exit(2);
  }
  const distIndex = process.argv.indexOf('--dist');
  const dist = distIndex > 0 ? path.resolve(process.argv[distIndex + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', app, 'dist');
  if (!existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`${app} is not built: run pnpm --filter ${app} build`);
    process.exit(1);
  }
  const server = await serveApp({ app, distDir: dist });
  const { port } = server.address();
  console.info(`${app} on http://localhost:${port}`);
}
