import { type ComponentType } from 'react';
import { type RemoteModule, i18n, pathsOwnedBy, routeTable } from 'shared-contracts';
import { setUpI18n } from './testing/setup-i18n';

const BUILT = ['/shifts'];

let remote: RemoteModule<ComponentType, ComponentType>;
beforeAll(async () => {
  // routes.tsx registers its locales when imported, which needs an initialised i18n (as in the shell).
  await setUpI18n();
  remote = (await import('./routes')).default;
});

describe('mf-shifts routes', () => {
  it('declares exactly the paths the route table gives mf_shifts', () => {
    expect(remote.name).toBe('mf_shifts');
    expect(remote.routes.map((route) => route.path).sort()).toEqual(pathsOwnedBy('mf_shifts').sort());
  });

  it("carries the route table's permissions and layout on every route", () => {
    for (const route of remote.routes) {
      expect({ path: route.path, permissions: route.permissions, layout: route.layout }).toEqual({
        path: route.path,
        permissions: routeTable[route.path].permissions,
        layout: routeTable[route.path].layout,
      });
    }
  });

  it('builds only /shifts; the other routes show the not-built page', async () => {
    expect(remote.routes.filter((route) => route.built).map((route) => route.path)).toEqual(BUILT);
    const notBuilt = (await import('./pages/not-built-page')).default;
    for (const route of remote.routes) {
      const page = (await route.load()).default;
      expect({ path: route.path, notBuilt: page === notBuilt }).toEqual({ path: route.path, notBuilt: !BUILT.includes(route.path) });
    }
  });

  it('links menu entries only to built pages, with labels in both languages', () => {
    const built = new Set(remote.routes.filter((route) => route.built).map((route) => route.path));
    expect(remote.menu.map((entry) => entry.path)).toEqual(BUILT);
    for (const entry of remote.menu) {
      expect(built.has(entry.path)).toBe(true);
      expect(i18n.exists(entry.labelKey, { lng: 'hi' })).toBe(true);
    }
    expect(remote.menu[0]).toMatchObject({ category: 'quickAccess', permissions: ['shift-read'] });
    expect(i18n.t(remote.menu[0]?.labelKey ?? '')).toBe('Shifts / Scheduling');
  });
});
