// Serves one built app (shell or remote) from its dist folder on its own origin, as a deployment
// would, with well-kept libraries instead of hand-written file serving: @fastify/static (path
// containment, ranges, ETags, the brotli and gzip files written at build time) and
// @fastify/helmet (CSP and the other security headers). One Fastify app per origin.
//
// - CORS for the other FacilityOps origins (remotes' manifests and chunks load cross-origin).
// - Entry files revalidate, hashed chunks and assets are immutable for a year.
// - Source maps stay on disk for the size report and are never served.
// - A malformed URL (`GET /%`) answers 400 and the server keeps serving.
// - The shell: SPA fallback to index.html, and a remotes.json that follows the port variables.
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, portOf, remotesConfig } from '../ports.mjs';
import { CSP_REPORT_PATH, contentSecurityPolicy, permissionsPolicy } from './security-headers.mjs';

/** Files under these folders carry a content hash in their name. */
const HASHED = /^\/?(chunks|assets)\//;

/** @param {string} relative */
export function cacheControl(relative) {
  return HASHED.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} url */
function isWellFormedPath(url) {
  try {
    return !decodeURIComponent(url.split('?')[0] ?? '').includes('\0');
  } catch {
    return false;
  }
}

/** The remotes.json the shell serves: a file placed in dist wins over the one computed from the environment. */
function readRemotes(root, override) {
  const file = path.join(root, 'remotes.json');
  if (existsSync(file)) return { config: JSON.parse(readFileSync(file, 'utf8')), fromFile: true };
  return { config: override ?? remotesConfig(), fromFile: false };
}

/**
 * Builds (does not listen) the Fastify app of one origin. Tests call `inject` on it.
 * @param {{ app: string, distDir?: string, remotes?: { api: string, remotes: Record<string, string> }, logger?: boolean }} options
 */
export async function buildStaticApp({ app, distDir, remotes, logger = false }) {
  const root = path.resolve(distDir ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', app, 'dist'));
  const isShell = app === 'shell';
  const { config, fromFile } = isShell ? readRemotes(root, remotes) : { config: remotes ?? remotesConfig(), fromFile: true };
  const server = Fastify({ logger, routerOptions: { maxParamLength: 500 } });

  await server.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Remotes' scripts and assets are loaded by the shell's document from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The api and the remotes are plain HTTP on this machine; a TLS front sets HSTS in production.
    strictTransportSecurity: false,
  });

  server.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Vary', 'Origin, Accept-Encoding');
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.method === 'OPTIONS') {
      return reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').send();
    }
    const isReport = request.method === 'POST' && request.url === CSP_REPORT_PATH;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isReport) return reply.code(405).send();
    // Fastify's router answers most malformed percent-encodings itself; a NUL byte or a
    // half-encoded character that reaches here is refused the same way.
    if (!isWellFormedPath(request.url)) return reply.code(400).type('text/plain').send('Bad request');
  });

  // Only the feedback app may be framed, and only by this origin (the avatar menu's Feedbacks).
  server.addHook('onSend', async (request, reply) => {
    if (isShell && request.url.split('?')[0] === '/new-feedbacks') {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.removeHeader('x-frame-options');
    }
  });

  // CSP violation reports: one log line each, and a line in CSP_REPORT_LOG when set (the e2e suite
  // fails on any). Small bodies only; the content is the browser's, never trusted beyond logging.
  server.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  server.post(CSP_REPORT_PATH, { bodyLimit: 16 * 1024 }, (request, reply) => {
    const line = `${new Date().toISOString()} ${app} ${String(request.body).replace(/\s+/g, ' ').slice(0, 4000)}\n`;
    console.warn(`CSP violation: ${line.trim()}`);
    if (process.env.CSP_REPORT_LOG) appendFileSync(process.env.CSP_REPORT_LOG, line);
    return reply.code(204).send();
  });

  // The bare origin is the app; @fastify/static would refuse it as a directory (index: false).
  if (isShell) server.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));

  if (isShell && !fromFile) {
    server.get('/remotes.json', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(config)),
    );
  }

  await server.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    wildcard: true,
    // Source maps reveal the sources: kept on disk for tooling/scripts/size-report.mjs, never served.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !/\.(br|gz)$/.test(pathName),
    setHeaders: (reply, filePath) => {
      const relative = path
        .relative(root, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControl(relative));
    },
  });

  server.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A path without an extension is a route of the shell's app: the router takes it from index.html.
    if (isShell && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('Not found');
  });

  return server;
}

/**
 * @param {{ app: string, port?: number, distDir?: string, host?: string, remotes?: object }} options
 *   `remotes` replaces the remotes.json computed from the environment (tests run several sets).
 * @returns {Promise<import('node:http').Server>} the listening server (`address()`, `close()`)
 */
export async function serveApp({ app, port = portOf(app), distDir, host = process.env.SERVE_HOST ?? '0.0.0.0', remotes }) {
  const server = await buildStaticApp({ app, distDir, remotes });
  await server.listen({ port, host });
  return server.server;
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
