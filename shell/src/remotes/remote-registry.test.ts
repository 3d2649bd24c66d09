import { i18n, initI18n } from 'shared-contracts';
import { forgetManifest } from './manifest-cache';
import { PUBLISHED_MENUS_KEY, RemoteRegistry } from './remote-registry';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: (id: string) => loadRemote(id) }));

const icon = { name: 'schedule', theme: 'outlined', icon: { tag: 'svg', attrs: { viewBox: '0 0 1 1' }, children: [] } };
const published = (backgroundWork: boolean, id: string, path: string, en: string, hi: string) => ({
  metaData: { facilityops: { backgroundWork, menu: [{ id, path, label: { 'en-US': en, hi }, icon, category: 'quickAccess', device: 'all' }] } },
});
const manifests: Record<string, unknown> = {
  'http://r/mf-manifest.json': published(true, 'check-facilities', '/reporting/facilities', 'Check Facilities', 'सुविधाएँ जाँचें'),
  'http://s/mf-manifest.json': published(true, 'shifts', '/shifts', 'Shifts', 'शिफ्ट'),
  'http://a/mf-manifest.json': published(false, 'adhoc', '/adhoc', 'Ad-hoc Report', 'तदर्थ रिपोर्ट'),
};
const config = {
  api: 'http://api',
  remotes: {
    mf_reporting: 'http://r/mf-manifest.json',
    mf_shifts: 'http://s/mf-manifest.json',
    mf_adhoc: 'http://a/mf-manifest.json',
    mf_org_admin: 'http://o/mf-manifest.json',
  },
};
const fetches: string[] = [];

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  fetches.length = 0;
  localStorage.clear();
  // Each test reads the manifests afresh (a page fetches each once).
  for (const url of Object.values(config.remotes)) forgetManifest(url);
  loadRemote
    .mockReset()
    .mockImplementation((id: string) => Promise.resolve({ default: { name: id.split('/')[0], version: '1', routes: [], start: jest.fn() } }));
  globalThis.fetch = jest.fn((url: string) => {
    fetches.push(url);
    const body = manifests[url];
    // mf-org-admin's server is down.
    return Promise.resolve(body ? new Response(JSON.stringify(body)) : new Response('Bad gateway', { status: 502 }));
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function signedIn(): Promise<RemoteRegistry> {
  const registry = new RemoteRegistry();
  registry.register(config);
  await registry.startSignedIn();
  return registry;
}

it('fills the menus from the manifests, and loads only the routes of remotes with background work', async () => {
  const registry = await signedIn();
  const menus = registry.menusSnapshot;
  expect(menus.mf_reporting.map((entry) => entry.path)).toEqual(['/reporting/facilities']);
  expect(menus.mf_adhoc.map((entry) => [entry.path, entry.permissions, i18n.t(entry.labelKey, { lng: 'hi' })])).toEqual([
    ['/adhoc', ['adhoc-read'], 'तदर्थ रिपोर्ट'],
  ]);
  expect(loadRemote.mock.calls.map(([id]) => id as string).sort()).toEqual(['mf_reporting/routes', 'mf_shifts/routes']);
  expect(registry.snapshot.mf_adhoc).toEqual({ status: 'idle' });
});

it('asks for one manifest per task: each request is main-thread work on a phone', async () => {
  const registry = new RemoteRegistry();
  registry.register(config);
  for (const url of Object.values(config.remotes)) forgetManifest(url);
  const before = fetches.length;
  const reads = registry.startSignedIn();
  expect(fetches.slice(before)).toEqual(['http://r/mf-manifest.json']);
  await reads;
  expect(fetches.slice(before).sort()).toEqual(Object.values(config.remotes).sort());
});

it('a remote that is down has no menu; Retry reads its manifest again and its routes load', async () => {
  const registry = await signedIn();
  expect(registry.menusSnapshot.mf_org_admin).toEqual([]);
  manifests['http://o/mf-manifest.json'] = published(false, 'organization', '/organization', 'Organization', 'संगठन');
  await registry.retry('mf_org_admin');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(registry.menusSnapshot.mf_org_admin.map((entry) => entry.path)).toEqual(['/organization']);
  expect(registry.snapshot.mf_org_admin.status).toBe('ready');
  expect(fetches.filter((url) => url === 'http://o/mf-manifest.json')).toHaveLength(2);
  delete manifests['http://o/mf-manifest.json'];
});

it('loads the remotes with background work only once the given moment has come (after the first page)', async () => {
  const registry = new RemoteRegistry();
  let firstPage: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (firstPage = resolve));
  registry.register(config, () => shown);
  await registry.startSignedIn();
  expect(registry.menusSnapshot.mf_reporting.map((entry) => entry.path)).toEqual(['/reporting/facilities']);
  expect(loadRemote).not.toHaveBeenCalled();
  firstPage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRemote.mock.calls.map(([id]) => id as string).sort()).toEqual(['mf_reporting/routes', 'mf_shifts/routes']);
});

it('a remote loaded for the first page (one of its pages was opened) starts its background work only after that page', async () => {
  const start = jest.fn();
  loadRemote.mockImplementation((id: string) => Promise.resolve({ default: { name: id.split('/')[0], version: '1', routes: [], start } }));
  const registry = new RemoteRegistry();
  let firstPage: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (firstPage = resolve));
  registry.register(config, () => shown);
  await expect(registry.load('mf_reporting')).resolves.toMatchObject({ status: 'ready' });
  expect(start).not.toHaveBeenCalled();
  firstPage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(start).toHaveBeenCalledTimes(1);
});

describe('the menus kept from the last start', () => {
  const paths = (registry: RemoteRegistry) =>
    Object.fromEntries(Object.entries(registry.menusSnapshot).map(([name, menu]) => [name, menu.map((entry) => entry.path)]));

  it('are whole before any manifest arrives, and the manifests then replace them', async () => {
    await signedIn();
    const next = new RemoteRegistry();
    next.register(config);
    const fetchesBefore = fetches.length;
    next.restoreMenus();
    // Synchronously, and without fetching: mf-org-admin was down, so it has nothing kept.
    expect(paths(next)).toEqual({ mf_reporting: ['/reporting/facilities'], mf_shifts: ['/shifts'], mf_adhoc: ['/adhoc'], mf_org_admin: [] });
    expect(fetches).toHaveLength(fetchesBefore);
    expect(i18n.t(next.menusSnapshot.mf_shifts[0]?.labelKey ?? '', { lng: 'hi' })).toBe('शिफ्ट');

    const before = manifests['http://s/mf-manifest.json'];
    // mf-shifts was redeployed with another entry.
    manifests['http://s/mf-manifest.json'] = published(true, 'my-shifts', '/shifts', 'My shifts', 'मेरी शिफ्ट');
    const ids = (registry: RemoteRegistry) => registry.menusSnapshot.mf_shifts.map((entry) => entry.id);
    try {
      forgetManifest('http://s/mf-manifest.json');
      await next.startSignedIn();
      expect(ids(next)).toEqual(['my-shifts']);
      // And that is what the start after it shows.
      const third = new RemoteRegistry();
      third.register(config);
      third.restoreMenus();
      expect(ids(third)).toEqual(['my-shifts']);
      expect(i18n.t(third.menusSnapshot.mf_shifts[0]?.labelKey ?? '', { lng: 'en-US' })).toBe('My shifts');
    } finally {
      manifests['http://s/mf-manifest.json'] = before;
    }
  });

  it('a manifest that publishes what was kept changes nothing, and background work still starts', async () => {
    await signedIn();
    loadRemote.mockClear();
    const next = new RemoteRegistry();
    next.register(config);
    next.restoreMenus();
    const restored = next.menusSnapshot;
    // A new page fetches the manifests again.
    for (const url of Object.values(config.remotes)) forgetManifest(url);
    await next.startSignedIn();
    expect(next.menusSnapshot).toBe(restored);
    expect(fetches.filter((url) => url === 'http://r/mf-manifest.json')).toHaveLength(2);
    expect(loadRemote.mock.calls.map(([id]) => id as string).sort()).toEqual(['mf_reporting/routes', 'mf_shifts/routes']);
  });

  it('belong to the manifest URL they came from: a remote served elsewhere starts without them', async () => {
    await signedIn();
    const moved = new RemoteRegistry();
    moved.register({ ...config, remotes: { ...config.remotes, mf_reporting: 'http://r2/mf-manifest.json' } });
    moved.restoreMenus();
    expect(paths(moved).mf_reporting).toEqual([]);
    expect(paths(moved).mf_shifts).toEqual(['/shifts']);
  });

  it('can be read a remote at a time (the start reads one per task), each remote once', async () => {
    await signedIn();
    const next = new RemoteRegistry();
    next.register(config);
    next.restoreMenus(['mf_shifts']);
    expect(paths(next)).toEqual({ mf_reporting: [], mf_shifts: ['/shifts'], mf_adhoc: [], mf_org_admin: [] });
    const shifts = next.menusSnapshot.mf_shifts;
    next.restoreMenus(['mf_reporting', 'mf_shifts']);
    expect(paths(next)).toEqual({ mf_reporting: ['/reporting/facilities'], mf_shifts: ['/shifts'], mf_adhoc: [], mf_org_admin: [] });
    expect(next.menusSnapshot.mf_shifts).toBe(shifts);
  });

  it('a remote down at this start keeps its kept entries, which lead to its Retry page', async () => {
    await signedIn();
    const next = new RemoteRegistry();
    next.register(config);
    next.restoreMenus();
    const before = manifests['http://a/mf-manifest.json'];
    delete manifests['http://a/mf-manifest.json'];
    forgetManifest('http://a/mf-manifest.json');
    try {
      await next.startSignedIn();
      expect(console.error).toHaveBeenCalledWith('mf_adhoc: menu not read', expect.any(Error));
      expect(paths(next).mf_adhoc).toEqual(['/adhoc']);
      // It comes back redeployed with another entry: Retry reads its menu afresh.
      manifests['http://a/mf-manifest.json'] = published(false, 'adhoc-new', '/adhoc', 'Ad-hoc', 'तदर्थ');
      await next.retry('mf_adhoc');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(next.menusSnapshot.mf_adhoc.map((entry) => entry.id)).toEqual(['adhoc-new']);
    } finally {
      manifests['http://a/mf-manifest.json'] = before;
    }
  });

  it('skips what it cannot read: a foreign value, a malformed entry', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = () => {
      const registry = new RemoteRegistry();
      registry.register(config);
      registry.restoreMenus();
      return paths(registry);
    };
    const none = { mf_reporting: [], mf_shifts: [], mf_adhoc: [], mf_org_admin: [] };
    localStorage.setItem(PUBLISHED_MENUS_KEY, 'not json');
    expect(fresh()).toEqual(none);
    localStorage.setItem(PUBLISHED_MENUS_KEY, '[1,2]');
    expect(fresh()).toEqual(none);
    localStorage.setItem(
      PUBLISHED_MENUS_KEY,
      JSON.stringify({
        // As an earlier build kept them: checked, and the malformed one left out.
        'http://r/mf-manifest.json': { build: '0.0.1', published: { menu: 'nope' } },
        'http://s/mf-manifest.json': { build: '0.0.1', published: published(true, 'shifts', '/shifts', 'S', 'S').metaData.facilityops },
        // Kept in no known form.
        'http://a/mf-manifest.json': published(false, 'adhoc', '/adhoc', 'A', 'A').metaData.facilityops,
      }),
    );
    expect(fresh()).toEqual({ ...none, mf_shifts: ['/shifts'] });
  });

  it('are kept with the build that read them: this build restores its own without checking them again, and keeps again what an earlier one kept', async () => {
    const kept = (url: string) => (JSON.parse(localStorage.getItem(PUBLISHED_MENUS_KEY) ?? '{}') as Record<string, { build: string }>)[url];
    await signedIn();
    expect(kept('http://s/mf-manifest.json')?.build).toBe(__APP_VERSION__);
    const shifts = published(true, 'shifts', '/shifts', 'Shifts', 'शिफ्ट').metaData.facilityops;
    // An entry whose label the check refuses (empty) shows only if the check is skipped.
    const unchecked = { ...shifts, menu: [{ ...shifts.menu[0], label: { 'en-US': 'Shifts', hi: '' } }] };
    localStorage.setItem(
      PUBLISHED_MENUS_KEY,
      JSON.stringify({
        'http://s/mf-manifest.json': { build: __APP_VERSION__, published: unchecked },
        'http://a/mf-manifest.json': { build: '0.0.1', published: unchecked },
      }),
    );
    const next = new RemoteRegistry();
    next.register(config);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    next.restoreMenus();
    expect(paths(next)).toEqual({ mf_reporting: [], mf_shifts: ['/shifts'], mf_adhoc: [], mf_org_admin: [] });

    localStorage.setItem(PUBLISHED_MENUS_KEY, JSON.stringify({ 'http://s/mf-manifest.json': { build: '0.0.1', published: shifts } }));
    const after = new RemoteRegistry();
    after.register(config);
    after.restoreMenus();
    expect(paths(after).mf_shifts).toEqual(['/shifts']);
    await after.startSignedIn();
    // The manifest published the same: kept again, now as this build's.
    expect(kept('http://s/mf-manifest.json')?.build).toBe(__APP_VERSION__);
  });
});
