// The pages issue 15 measures (sign-in, home, facility list, report viewer, admin list), shared by
// lighthouse.bench.mjs and monolith-check.mjs, and the monolith build they compare against.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, root } from './bench-servers.mjs';

/** `user` signs in first; `path` may ask the api for an id; `remote` is the package that draws the page. */
const pages = [
  { name: 'sign-in', path: async () => '/auth/login' },
  { name: 'home', user: 'reporter@facilityops.test', path: async () => '/home' },
  { name: 'facility list', user: 'reporter@facilityops.test', remote: 'mf_reporting', path: async () => '/reporting/facilities' },
  {
    name: 'report viewer',
    user: 'manager@facilityops.test',
    remote: 'mf_reporting',
    path: async (token, api) => {
      const answer = await fetch(`${api}/inspections?page=1&limit=1`, { headers: { authorization: `Bearer ${token}` } });
      const body = answer.ok ? await answer.json() : null;
      const id = body?.docs?.[0]?._id;
      return id ? `/inspection/${id}` : null;
    },
  },
  { name: 'admin list', user: 'admin@facilityops.test', remote: 'mf_org_admin', path: async () => '/facilities' },
];

/**
 * The pages LIGHTHOUSE_PAGES names (comma-separated; all by default), each with its signed-in
 * token and the sessionStorage items of its tab (null for sign-in) and its route (null when the
 * data to open is missing).
 */
export async function benchPages(servers) {
  const chosen = pages.filter((page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(page.name));
  const resolved = [];
  for (const page of chosen) {
    // A signed-in page loads as a reload of a signed-in tab does: token and confirmed user stored.
    const stored = page.user ? await servers.storedSession(page.user) : null;
    const token = stored?.token ?? null;
    resolved.push({ name: page.name, remote: page.remote, token, stored, route: await page.path(token, servers.api) });
  }
  return resolved;
}

/**
 * What a tab that has been used keeps: `local`, its origin's localStorage (the organisation's copy,
 * the theme worked out for it, the user's settings), and `session`, the tab's sessionStorage (the
 * session, and the first screen the page showed: shell/src/app/first-screen.ts), read after one load
 * of `route` signed in with `session` (sessionStorage items) in a throwaway profile. A reload of a
 * signed-in tab always has them: the sign-in and the page it opened wrote them.
 */
export async function usedDeviceStorage(origin, route, session) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // Lighthouse's mobile screen: the first screen keeps the page's shapes for the width it was drawn at.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument((items) => Object.entries(items).forEach(([key, value]) => sessionStorage.setItem(key, value)), session);
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    // The app keeps the first screen as the tab is left: a reload, as the measured load is.
    await page.reload({ waitUntil: 'load' });
    return await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
  } finally {
    await browser.close();
  }
}

const builtAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * When the platform was last built: webpack leaves a file it would write unchanged alone, so an
 * entry file's date is not enough; a rebuild that changes any chunk renames a file in chunks/
 * (content hashes) and so touches that folder, and a remote's manifest lists its chunks.
 */
const platformFiles = [
  'shell/dist/main.js',
  'shell/dist/chunks',
  ...['mf-reporting', 'mf-shifts', 'mf-adhoc', 'mf-org-admin'].flatMap((app) => [`${app}/dist/mf-manifest.json`, `${app}/dist/chunks`]),
  'tooling/webpack/monolith.config.mjs',
];

/**
 * The monolith's dist folder (MONOLITH_DIST, else e2e/.bench/monolith), built first when it is
 * missing or older than the platform's build (or than its own config), so both sides come from
 * the same sources. The date of a build made here is its `.built` file.
 */
export function monolithBuild() {
  const dist = process.env.MONOLITH_DIST ? path.resolve(process.env.MONOLITH_DIST) : path.join(root, 'e2e', '.bench', 'monolith');
  const stamp = path.join(dist, '.built');
  const newest = Math.max(...platformFiles.map((file) => builtAt(path.join(root, file))));
  if (!existsSync(path.join(dist, 'index.html')) || builtAt(stamp) < newest) {
    console.info('building the monolith (pnpm build:monolith) ...');
    const result = spawnSync('pnpm', ['build:monolith'], { cwd: root, stdio: 'inherit', env: { ...process.env, MONOLITH_DIST: dist } });
    if (result.status !== 0) throw new Error('pnpm build:monolith failed');
    writeFileSync(stamp, `${new Date().toISOString()}\n`);
  }
  return dist;
}
