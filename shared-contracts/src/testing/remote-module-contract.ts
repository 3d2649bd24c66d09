/**
 * The checks every remote's `./routes` module must pass, as one Jest block each remote calls from
 * its routes test: the exact paths the route table gives it, the table's permissions and layout,
 * not-built pages where no page is given, and the menu it publishes (src/remote-manifest.json)
 * linking only to built pages, labelled in both languages.
 */
import { i18n } from '../i18n/i18n';
import type { RemoteName } from '../remotes/remote-names';
import { remoteManifestSourceSchema } from '../routes/published-menu';
import { type RemoteModule, menuEntry } from '../routes/remote-module';
import { type RoutePath, pathsOwnedBy, routeTable } from '../routes/route-table';

export interface RemoteModuleContract {
  owner: RemoteName;
  /** The routes with a real page; every other owned route shows the not-built page. */
  built: readonly RoutePath[];
  /** Imports the remote's routes module (after i18n is initialised) and its not-built page. */
  load: () => Promise<{ remote: RemoteModule<unknown>; notBuilt: unknown }>;
  /** The remote's src/remote-manifest.json and its i18n namespace (its package name). */
  published: { source: unknown; namespace: string };
  /** The drawer entries expected from it, in English: [path, category, permissions, label]. */
  menu: readonly (readonly [RoutePath, string, readonly string[], string])[];
}

export function describeRemoteModuleContract({ owner, built, load, published, menu }: RemoteModuleContract): void {
  describe(`${owner} ./routes`, () => {
    let loaded: Awaited<ReturnType<RemoteModuleContract['load']>>;
    beforeAll(async () => {
      loaded = await load();
    });

    it(`declares exactly the paths the route table gives ${owner}`, () => {
      expect(loaded.remote.name).toBe(owner);
      expect(loaded.remote.routes.map((route) => route.path).sort()).toEqual(pathsOwnedBy(owner).sort());
    });

    it("carries the route table's permissions and layout on every route", () => {
      for (const route of loaded.remote.routes) {
        expect({ path: route.path, permissions: route.permissions, layout: route.layout }).toEqual({
          path: route.path,
          permissions: routeTable[route.path].permissions,
          layout: routeTable[route.path].layout,
        });
      }
    });

    it(`builds ${built.join(', ')}; the other routes show the not-built page`, async () => {
      expect(loaded.remote.routes.filter((route) => route.built).map((route) => route.path)).toEqual([...built]);
      for (const route of loaded.remote.routes) {
        const page = (await route.load()).default;
        expect({ path: route.path, notBuilt: page === loaded.notBuilt }).toEqual({ path: route.path, notBuilt: !built.includes(route.path) });
      }
    });

    it('publishes a well-formed menu, linking only to built pages, labelled in both languages', () => {
      const ids = new Set<string>();
      for (const entry of remoteManifestSourceSchema.parse(published.source).menu) {
        const key = `${published.namespace}:${entry.labelKey}`;
        expect({ entry: entry.id, built: built.includes(entry.path), unique: !ids.has(entry.id) }).toEqual({ entry: entry.id, built: true, unique: true });
        ids.add(entry.id);
        expect({
          key,
          en: i18n.exists(key, { lng: 'en-US' }),
          hi: i18n.exists(key, { lng: 'hi' }),
          translated: i18n.t(key, { lng: 'hi' }) !== i18n.t(key, { lng: 'en-US' }),
        }).toEqual({
          key,
          en: true,
          hi: true,
          translated: true,
        });
      }
    });

    it("files its menu entries where the drawer shows them, with their labels and permissions (the route's unless given)", () => {
      const shown = remoteManifestSourceSchema.parse(published.source).menu.map((entry) => {
        const shown = menuEntry({ ...entry, labelKey: `${published.namespace}:${entry.labelKey}` });
        return [shown.path, shown.category, shown.permissions, i18n.t(shown.labelKey, { lng: 'en-US' })];
      });
      expect(shown).toEqual(menu);
    });
  });
}
