import { declareRoutes, menuEntry } from './remote-module';

const page = () => Promise.resolve({ default: 'page' });
const notBuilt = () => Promise.resolve({ default: 'not built' });

describe('declareRoutes', () => {
  it('declares every owned path with the table permissions; pages not given are not built', async () => {
    const routes = declareRoutes('mf_shifts', { '/shifts': page }, notBuilt);
    expect(routes.map((route) => route.path)).toEqual(['/shifts', '/shifts/:id', '/janitor', '/janitor/duties']);
    expect(routes[0]).toMatchObject({ built: true, permissions: ['shift-read'], layout: 'main' });
    expect(routes[2]).toMatchObject({ built: false, layout: 'bare' });
    await expect(routes[1]?.load()).resolves.toEqual({ default: 'not built' });
  });

  it('refuses a path owned by another package', () => {
    expect(() => declareRoutes('mf_shifts', { '/organization': page }, notBuilt)).toThrow('mf_org_admin');
  });
});

describe('menuEntry', () => {
  it("takes the route's permissions unless given its own", () => {
    expect(menuEntry({ id: 's', path: '/shifts', labelKey: 'k', icon: null, category: 'quickAccess', device: 'all' }).permissions).toEqual(['shift-read']);
    expect(
      menuEntry({
        id: 'a',
        path: '/adhoc-requests',
        labelKey: 'k',
        icon: null,
        category: 'inspections',
        device: 'all',
        permissions: ['adHocRequestsMenuView-read'],
      }).permissions,
    ).toEqual(['adHocRequestsMenuView-read']);
  });
});
