// The servers a bench needs: the api on fresh data and every app on its own port, each in its own
// process group (stopping pnpm alone would leave the api's tsx running). BENCH_PORT_OFFSET moves
// every port, so two checkouts can bench side by side.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const host = '127.0.0.1';
const envNames = {
  shell: 'SHELL_PORT',
  'mf-reporting': 'MF_REPORTING_PORT',
  'mf-shifts': 'MF_SHIFTS_PORT',
  'mf-adhoc': 'MF_ADHOC_PORT',
  'mf-org-admin': 'MF_ORG_ADMIN_PORT',
};
export const appNames = Object.keys(envNames);

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the api and the apps from `shellPort` on (shell, then the remotes), the api on `apiPort`.
 * `monolithDist` (a build of tooling/webpack/monolith.config.mjs) is served as well, the way the
 * shell is, on the port after the remotes'.
 */
export async function startServers({ shellPort, apiPort, name, monolithDist }) {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  const ports = Object.fromEntries(appNames.map((app, index) => [app, shellPort + index + offset]));
  const monolithPort = shellPort + appNames.length + offset;
  const monolith = monolithDist ? `http://${host}:${monolithPort}` : null;
  const api = `http://${host}:${apiPort + offset}`;
  const dataDir = path.join(root, 'e2e', '.data', name);
  const env = {
    ...process.env,
    ...Object.fromEntries(appNames.map((app) => [envNames[app], String(ports[app])])),
    API_PORT: String(apiPort + offset),
    PUBLIC_HOST: host,
    SERVE_HOST: host,
    API_HOST: host,
    API_DATA_DIR: dataDir,
    CORS_ORIGINS: [...appNames.map((app) => `http://${host}:${ports[app]}`), ...(monolith ? [monolith] : [])].join(','),
  };
  rmSync(dataDir, { recursive: true, force: true });
  const start = (command, args) => spawn(command, args, { cwd: root, env, stdio: 'ignore', detached: true });
  const children = [
    start('pnpm', ['--filter', 'api', 'start']),
    ...appNames.map((app) => start(process.execPath, ['tooling/serve/static-server.mjs', '--app', app])),
    // The same server as the shell's (its remotes.json follows the same variables), on its own port.
    ...(monolith
      ? [
          spawn(process.execPath, ['tooling/serve/static-server.mjs', '--app', 'shell', '--dist', monolithDist], {
            cwd: root,
            env: { ...env, SHELL_PORT: String(monolithPort) },
            stdio: 'ignore',
            detached: true,
          }),
        ]
      : []),
  ];
  const stop = () =>
    children.forEach((child) => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    });
  process.on('exit', stop);
  await waitFor(`${api}/health`);
  for (const app of appNames) await waitFor(`http://${host}:${ports[app]}/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`);
  if (monolith) await waitFor(`${monolith}/index.html`);
  /** What a signed-in tab keeps in sessionStorage (shell/src/auth/session-service.ts): the token, and the user and permissions the server confirmed. */
  const storedSession = async (email = 'reporter@facilityops.test') => {
    const answer = await (
      await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234', userType: 'regular' }),
      })
    ).json();
    return { token: answer.token, 'facilityops:confirmed-session': JSON.stringify({ user: answer.user, permissions: answer.user.permissions }) };
  };
  const login = async (email) => (await storedSession(email)).token;
  return { shell: `http://${host}:${ports.shell}`, monolith, api, ports, login, storedSession, stop };
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, with the bench's flags; `options` adds puppeteer launch options (a profile folder). */
export function launchChromium(options = {}) {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumArgs, '--headless=new'],
    ...options,
  });
}
