/**
 * shared-contracts (bus, database, session) and the UI libraries are one instance across the shell
 * and the remotes: the federation share scope holds one loaded copy, provided by the shell and
 * used by the remote. And the bus really is shared: a remote's page reacts to the shell's events.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORTS, originOfPort } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

const remoteOrigin = originOfPort(E2E_PORTS.MF_SHIFTS_PORT);

interface ShareInfo {
  name: string;
  versions: { version: string; from: string; useIn: string[]; loaded: boolean }[];
}

test('each singleton is loaded once, from the shell, and used by the remote', async ({ page }) => {
  await signIn(page, users.reporter, '/shifts');
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();

  // The database opens on first use: open it, so that Dexie is in the share scope too.
  await page.evaluate(async () => {
    const federation = window.__FEDERATION__ as unknown as { __INSTANCES__: { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> }[] };
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const factory = await shell?.loadShare('shared-contracts');
    if (factory) await (factory() as { getDb: () => Promise<unknown> }).getDb();
  });
  const shares = await page.evaluate(() => {
    const scope = window.__FEDERATION__?.__SHARE__ ?? {};
    const result: ShareInfo[] = [];
    for (const host of Object.values(scope)) {
      for (const [name, versions] of Object.entries(host.default ?? {})) {
        result.push({
          name,
          versions: Object.entries(versions).map(([version, info]) => ({
            version,
            from: info.from,
            useIn: info.useIn,
            loaded: Boolean(info.loaded),
          })),
        });
      }
    }
    return result;
  });

  for (const name of ['shared-contracts', 'react', 'react-dom', 'react-router-dom', 'rxjs', 'dexie', 'i18next', 'react-i18next', 'antd/es/button']) {
    const entries = shares.filter((share) => share.name === name).flatMap((share) => share.versions);
    const loaded = entries.filter((entry) => entry.loaded);
    expect(
      loaded.map((entry) => entry.from),
      `${name} loaded copies`,
    ).toEqual(expect.arrayContaining(['shell']));
    expect(new Set(loaded.map((entry) => `${entry.version}@${entry.from}`)).size, `${name} is one instance`).toBe(1);
  }
  // An antd module the shell's own screens do not use is loaded first by the remote's page (the
  // runtime then records the remote as `from`), but the remote ships no antd: the copy is the
  // shell's, one instance.
  const typography = shares.filter((share) => share.name === 'antd/es/typography').flatMap((share) => share.versions);
  expect(
    typography.filter((entry) => entry.loaded),
    'antd/es/typography is one instance',
  ).toHaveLength(1);
  const manifest = (await (await page.request.get(`${remoteOrigin}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const antdFiles = manifest.shared.filter((share) => share.name.startsWith('antd/')).flatMap((share) => [...share.assets.js.sync, ...share.assets.js.async]);
  expect(antdFiles, 'mf_shifts ships no antd of its own').toEqual([]);
  // What the remote's page imports comes from the shell's copy.
  for (const name of ['shared-contracts', 'react', 'react-i18next']) {
    const loaded = shares
      .filter((share) => share.name === name)
      .flatMap((share) => share.versions)
      .filter((entry) => entry.loaded);
    expect(loaded[0]?.useIn, `${name} used by mf_shifts`).toEqual(expect.arrayContaining(['mf_shifts']));
  }
});

test('the bus and the database are the same objects in the shell and in a remote', async ({ page }) => {
  await signIn(page, users.reporter, '/shifts');
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
  // Through the remote's own view of shared-contracts, ask the shell for a toast over the bus.
  const shown = await page.evaluate(async () => {
    const federation = window.__FEDERATION__ as unknown as { __INSTANCES__: { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> }[] };
    const remote = federation.__INSTANCES__.find((instance) => instance.name === 'mf_shifts');
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    if (!remote || !shell) return 'missing instance';
    const fromRemote = await remote.loadShare('shared-contracts');
    const fromShell = await shell.loadShare('shared-contracts');
    if (!fromRemote || !fromShell) return 'not shared';
    type Contracts = { bus: { emit: (type: string, payload: unknown) => void }; getDb: () => Promise<unknown> };
    const a = fromRemote() as Contracts;
    const b = fromShell() as Contracts;
    const [dbA, dbB] = await Promise.all([a.getDb(), b.getDb()]);
    a.bus.emit('ui/notify', { kind: 'info', message: 'hello from the shared bus' });
    return a.bus === b.bus && dbA === dbB ? 'same' : 'different';
  });
  expect(shown).toBe('same');
  await expect(page.getByText('hello from the shared bus')).toBeVisible();
});
