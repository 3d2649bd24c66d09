import { canOpenPath, hasAllPermissions, missingPermissions } from './permissions';
import { matchRoutePath } from './match-route';
import { pathsOwnedBy, routePaths, routeTable } from './route-table';

describe('route table (spec 001 §2.1 and §6)', () => {
  it.each([
    ['/', ['homeMenuView-read']],
    ['/teams', ['team-read', 'team-write']],
    ['/staff', ['user-read']],
    ['/checklists', ['checklist-read', 'checklist-write']],
    ['/facilityTypes', ['facilityType-read']],
    ['/facilities', ['facility-read']],
    ['/assets', ['facility-read']],
    ['/reports/idetails', ['facility-read']],
    ['/reports/deep', ['facility-read']],
    ['/shifts', ['shift-read']],
    ['/reporting/facilities', ['reporting-read']],
    ['/reporting/checklist', ['reporting-read']],
    ['/reporting/details', ['reporting-read']],
    ['/reporting/idetails', ['reporting-read']],
    ['/reporting/deep', ['reporting-read']],
    ['/reporting/submit', ['reporting-read']],
    ['/adhoc', ['adhoc-read']],
    ['/adhoc-request/details', ['adhoc-read']],
    ['/quick-report/details', ['adhoc-read']],
    ['/contacts', ['contact-read']],
    ['/inspections', ['inspectionMenuView-read', 'quickPreviewMenuView-read']],
    ['/issues/:assignment?', ['issue-read', 'issueAck-read']],
    ['/tickets', ['ticket-read', 'task-read']],
    ['/tasks', ['ticket-read', 'task-read']],
    ['/organization', ['organization-read']],
    ['/locations', ['building-read', 'building-write']],
    ['/organizations', ['switching-read']],
    ['/feedback', ['feedbackMenuView-read']],
    ['/daily-reports', ['dailyReportsMenuView-read']],
    ['/adhoc-requests', ['adhocList-read']],
    ['/global-search', ['globalSearchMenuView-read']],
    ['/escalations', ['escalationsMenuView-read']],
  ] as const)('%s needs exactly %j', (path, permissions) => {
    expect(routeTable[path].permissions).toEqual(permissions);
  });

  it.each([
    '/about',
    '/home',
    '/menu',
    '/help',
    '/public/issue/:id',
    '/public/inspection/:id',
    '/public/feedback/:token',
    '/inspection/:id',
    '/monthly-reports',
    '/userReports',
  ] as const)('%s needs no permission', (path) => {
    expect(routeTable[path].permissions).toEqual([]);
  });

  it('puts the routes outside the main layout outside it', () => {
    const bare = routePaths.filter((path) => routeTable[path].layout === 'bare').sort();
    expect(bare).toEqual(
      [
        '/auth/login',
        '/auth/public/issue/:id',
        '/auth/reset',
        '/janitor',
        '/new-feedbacks',
        '/public/feedback/:token',
        '/public/inspection/:id',
        '/public/issue/:id',
      ].sort(),
    );
  });

  it('gives every route to the package of the ownership table', () => {
    expect(pathsOwnedBy('mf_shifts')).toEqual(['/shifts', '/shifts/:id', '/janitor', '/janitor/duties']);
    expect(pathsOwnedBy('mf_adhoc')).toEqual(['/adhoc', '/adhoc-requests', '/adhoc-request/details', '/quick-report/details']);
    expect(pathsOwnedBy('mf_reporting')).toContain('/reporting/submit');
    expect(pathsOwnedBy('mf_org_admin')).toContain('/organizations');
    expect(pathsOwnedBy('shell')).toEqual(expect.arrayContaining(['/', '/home', '/auth/login', '/auth/reset', '/notifications']));
  });

  it('hides the footer and quick scan on the checklist and ad-hoc details pages only', () => {
    expect(routePaths.filter((path) => routeTable[path].hideFooter).sort()).toEqual(['/adhoc-request/details', '/reporting/checklist']);
  });
});

describe('matchRoutePath', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoutePath('/team/add')?.path).toBe('/team/add');
    expect(matchRoutePath('/team/42')).toEqual({ path: '/team/:id', params: { id: '42' } });
  });

  it('handles the optional parameter of issues', () => {
    expect(matchRoutePath('/issues')).toEqual({ path: '/issues/:assignment?', params: {} });
    expect(matchRoutePath('/issues/mine')).toEqual({ path: '/issues/:assignment?', params: { assignment: 'mine' } });
    expect(matchRoutePath('/issues/details/7')?.path).toBe('/issues/details/:id');
  });

  it('matches the root and ignores a trailing slash', () => {
    expect(matchRoutePath('/')?.path).toBe('/');
    expect(matchRoutePath('/shifts/')?.path).toBe('/shifts');
  });

  it('answers null for unknown paths', () => {
    expect(matchRoutePath('/nope')).toBeNull();
    expect(matchRoutePath('/shifts/1/2')).toBeNull();
  });
});

describe('permissions', () => {
  it('needs ALL listed permissions', () => {
    expect(hasAllPermissions(['team-read'], ['team-read', 'team-write'])).toBe(false);
    expect(hasAllPermissions(new Set(['team-read', 'team-write']), ['team-read', 'team-write'])).toBe(true);
    expect(missingPermissions(['team-read'], ['team-read', 'team-write'])).toEqual(['team-write']);
  });

  it('never grants the pseudo-permission hide', () => {
    expect(hasAllPermissions(['hide'], ['hide'])).toBe(false);
  });

  it('decides on URL paths through the table', () => {
    expect(canOpenPath(['reporting-read'], '/reporting/details')).toBe(true);
    expect(canOpenPath(['shift-read'], '/organization')).toBe(false);
    expect(canOpenPath([], '/home')).toBe(true);
    expect(canOpenPath([], '/unknown/page')).toBe(true);
  });
});
