import { i18n, initI18n } from 'shared-contracts';
import { RemoteRegistry } from './remote-registry';

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
  registry.startSignedIn();
  await new Promise((resolve) => setTimeout(resolve, 0));
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
  registry.register(config);
  let firstPage: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (firstPage = resolve));
  registry.startSignedIn(() => shown);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(registry.menusSnapshot.mf_reporting.map((entry) => entry.path)).toEqual(['/reporting/facilities']);
  expect(loadRemote).not.toHaveBeenCalled();
  firstPage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRemote.mock.calls.map(([id]) => id as string).sort()).toEqual(['mf_reporting/routes', 'mf_shifts/routes']);
});
