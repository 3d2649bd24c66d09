// Runs the whole platform on this machine: builds what is missing, starts the api (embedded
// database, seeded on first start) and serves the shell and each remote on its own port, then
// prints where to open it and the demo logins. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { apps, originOf, portOf, remoteApps } from '../ports.mjs';
import { serveApp } from '../serve/static-server.mjs';
import { buildApps } from './build-all.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A port already taken (another start, say) would mix two platforms: stop with a clear message. */
async function ensureFree(app) {
  const port = portOf(app);
  await new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      console.error(`Port ${port} (${app}) is in use. Stop what runs there, or choose another port with ${apps[app].env}=….`);
      process.exit(1);
    });
    probe.listen(port, () => probe.close(resolve));
  });
}

for (const app of Object.keys(apps)) await ensureFree(app);
buildApps({ missing: !process.argv.includes('--rebuild') });

const api = spawn('pnpm', ['--filter', 'api', 'start'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, API_HOST: process.env.API_HOST ?? '0.0.0.0' },
});
const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  console.error(`api stopped (exit ${code})`);
  process.exit(code ?? 1);
});

for (const app of ['shell', ...remoteApps]) await serveApp({ app, port: portOf(app) });
await waitFor(`${originOf('api')}/health`, 120_000);

const { demoLogins: logins } = await tsImport(path.join(root, 'api', 'src', 'db', 'demo-logins.ts'), import.meta.url);
const width = Math.max(...logins.map((login) => login.email.length));
console.info(`
FacilityOps is running.

  Open           ${originOf('shell')}
  API            ${originOf('api')}
  Remotes        ${remoteApps.map((app) => `${app} ${originOf(app)}`).join(', ')}

Demo logins (password for all: ${logins[0].password}):
${logins.map((login) => `  ${login.email.padEnd(width)}  ${login.role}`).join('\n')}

Ports come from ${Object.values(apps)
  .map((spec) => spec.env)
  .join(', ')}. Ctrl+C stops everything.
`);
