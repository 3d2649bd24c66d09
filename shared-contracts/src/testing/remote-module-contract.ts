/**
 * The checks every remote's `./routes` module must pass, as one Jest block each remote calls from
 * its routes test: the exact paths the route table gives it, the table's permissions and layout,
 * not-built pages where no page is given, and menu entries only to built pages, labelled in both
 * languages.
 */
import { i18n } from '../i18n/i18n';
import type { RemoteName } from '../remotes/remote-names';
import type { RemoteModule } from '../routes/remote-module';
import { type RoutePath, pathsOwnedBy, routeTable } from '../routes/route-table';

export interface RemoteModuleContract {
  owner: RemoteName;
  /** The routes with a real page; every other owned route shows the not-built page. */
  built: readonly RoutePath[];
  /** Imports the remote's routes module (after i18n is initialised) and its not-built page. */
  load: () => Promise<{ remote: RemoteModule<unknown, unknown>; notBuilt: unknown }>;
}

export function describeRemoteModuleContract({ owner, built, load }: RemoteModuleContract): void {
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

    it('links menu entries only to built pages, labelled in both languages', () => {
      for (const entry of loaded.remote.menu) {
        expect({ entry: entry.id, built: built.includes(entry.path) }).toEqual({ entry: entry.id, built: true });
        expect({ key: entry.labelKey, en: i18n.exists(entry.labelKey, { lng: 'en-US' }), hi: i18n.exists(entry.labelKey, { lng: 'hi' }) }).toEqual({
          key: entry.labelKey,
          en: true,
          hi: true,
        });
      }
    });
  });
}
