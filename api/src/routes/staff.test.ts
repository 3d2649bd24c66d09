/** Issue 20 (people): staff list and page, roles, (de)activation, bulk, invitations, custom roles' grant rule. */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { LAST_ADMIN } from '../services/staff';
import { UNUSABLE_INVITATION } from './invitations';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'auditor', 'desk']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const call = (who: string, method: Method, url: string, payload?: object) => as(tokens[who] ?? '', method, url, payload);
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

describe('staff list and page', () => {
  it('lists the current organisation with search and filters, to user-read holders only', async () => {
    const all = (await call('manager', 'GET', '/admin/staff')).json();
    expect(all.total).toBe(9); // the seed's 7 and the schedules seed's janitor and unmapped reporter
    expect(ids(all.items)).not.toContain('usr-blue-priya');
    expect(ids((await call('manager', 'GET', '/admin/staff?q=rita')).json().items)).toEqual(['usr-reporter']);
    expect(ids((await call('manager', 'GET', '/admin/staff?role=auditor')).json().items)).toEqual(['usr-auditor']);
    expect(ids((await call('manager', 'GET', '/admin/staff?group=manager')).json().items)).toEqual(['usr-manager']);
    expect(ids((await call('manager', 'GET', '/admin/staff?team=tea-acme-plumbing')).json().items)).toContain('usr-fixer');
    expect((await call('manager', 'GET', '/admin/staff?status=deactivated')).json().total).toBe(0);
    const paged = (await call('manager', 'GET', '/admin/staff?pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ total: 9, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);
    expect((await call('reporter', 'GET', '/admin/staff')).statusCode).toBe(403);
  });

  it('shows a person with shifts, reports, open issues and effective permissions; other organisations are 404', async () => {
    const rita = (await call('manager', 'GET', '/admin/staff/usr-reporter')).json();
    expect(rita).toMatchObject({ _id: 'usr-reporter', role: 'reporter-internal', status: 'active' });
    expect(rita.permissions).toContain('reporting-read');
    expect(rita.shifts.length).toBeGreaterThan(0);
    expect(rita.recentReports.length).toBeGreaterThan(0);
    expect(Array.isArray(rita.openIssues)).toBe(true);
    expect((await call('manager', 'GET', '/admin/staff/usr-blue-priya')).statusCode).toBe(404);
    expect((await call('reporter', 'GET', '/admin/staff/usr-reporter')).statusCode).toBe(403);
  });

  it('lists built-in roles read-only beside the custom ones', async () => {
    const roles = (await call('manager', 'GET', '/admin/roles')).json();
    expect(roles.builtIn.map((role: { name: string }) => role.name)).toContain('organization-admin');
    expect(roles.custom.map((role: { name: string }) => role.name)).toEqual(['auditor']);
    expect(roles.permissions).toContain('user-read');
  });
});

describe('roles and groups', () => {
  it('changes a role and groups and recomputes permissions; writing needs organization-write', async () => {
    expect((await call('manager', 'PUT', '/admin/staff/usr-desk/roles', { role: 'reporter-internal' })).statusCode).toBe(403);
    const changed = await call('admin', 'PUT', '/admin/staff/usr-desk/roles', { role: 'reporter-internal', groups: ['auditor'] });
    expect(changed.json()).toMatchObject({ role: 'reporter-internal', groups: ['auditor'] });
    const permissions = (await call('desk', 'GET', '/auth/permissions')).json().permissions;
    expect(permissions).toEqual(expect.arrayContaining(['reporting-read', 'dailyReportsMenuView-read']));
    expect(permissions).not.toContain('adhocNoScan-read');
    expect((await call('admin', 'PUT', '/admin/staff/usr-desk/roles', { role: 'no-such-role' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/admin/staff/usr-blue-priya/roles', { role: 'manager' })).statusCode).toBe(404);
    await call('admin', 'PUT', '/admin/staff/usr-desk/roles', { role: 'reporter-desk' });
  });

  it('keeps the last organization-admin (409 with a clear message)', async () => {
    const demote = await call('admin', 'PUT', '/admin/staff/usr-admin/roles', { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_ADMIN);
    // With a second organization-admin, the first may step down; then the second is the last.
    expect((await call('admin', 'PUT', '/admin/staff/usr-manager/roles', { role: 'manager', groups: ['organization-admin'] })).statusCode).toBe(200);
    expect((await call('admin', 'PUT', '/admin/staff/usr-admin/roles', { role: 'organization-admin' })).statusCode).toBe(200);
    expect((await call('admin', 'PUT', '/admin/staff/usr-manager/roles', { role: 'manager' })).statusCode).toBe(200);
    const bulk = (await call('admin', 'POST', '/admin/staff/bulk', { ids: ['usr-admin'], action: 'role', role: 'manager' })).json();
    expect(bulk).toEqual({ updated: 0, failed: [{ _id: 'usr-admin', message: LAST_ADMIN }] });
  });

  it('lets nobody grant a permission they do not hold', async () => {
    // A custom role with organization-write but few other permissions: its holder can change people, within limits.
    const role = await call('admin', 'POST', '/organizations/org-acme/customRoles', {
      name: 'people-clerk',
      permissions: ['homeMenuView-read', 'user-read', 'organization-write'],
    });
    expect(role.statusCode).toBe(200);
    await call('admin', 'PUT', '/admin/staff/usr-auditor/roles', { role: 'people-clerk' });
    const clerk = await t.login('auditor@facilityops.test');
    const grant = await as(clerk, 'PUT', '/admin/staff/usr-reporter/roles', { role: 'manager' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toMatch(/You cannot grant .*: you do not hold it\./);
    expect((await as(clerk, 'POST', '/admin/invitations', { email: 'x@facilityops.test', role: 'manager' })).statusCode).toBe(403);
    expect((await as(clerk, 'POST', '/organizations/org-acme/customRoles', { name: 'sneaky', permissions: ['team-write'] })).statusCode).toBe(403);
    expect((await as(clerk, 'POST', '/admin/staff/usr-manager/deactivate')).statusCode).toBe(403);
    await call('admin', 'PUT', '/admin/staff/usr-auditor/roles', { role: 'auditor' });
  });

  it('gives a custom role change to its holders at their next call', async () => {
    const roles = (await call('admin', 'GET', '/organizations/org-acme/customRoles')).json();
    const auditor = roles.find((role: { name: string }) => role.name === 'auditor');
    const before = (await call('auditor', 'GET', '/auth/permissions')).json().permissions;
    expect(before).not.toContain('contact-read');
    await call('admin', 'PUT', '/organizations/org-acme/customRoles', { ...auditor, permissions: [...auditor.permissions, 'contact-read'] });
    expect((await call('auditor', 'GET', '/auth/permissions')).json().permissions).toContain('contact-read');
    await call('admin', 'PUT', '/organizations/org-acme/customRoles', auditor);
    expect((await call('auditor', 'GET', '/auth/permissions')).json().permissions).not.toContain('contact-read');
  });
});

describe('deactivate and reactivate', () => {
  it('ends the sessions at once, refuses sign-in, keeps reports; a reactivation does not revive old tokens', async () => {
    const old = await t.login('desk@facilityops.test');
    const reportsBefore = (await call('manager', 'GET', '/admin/staff/usr-desk')).json().recentReports.length;
    expect((await call('manager', 'POST', '/admin/staff/usr-desk/deactivate')).statusCode).toBe(403);
    const off = await call('admin', 'POST', '/admin/staff/usr-desk/deactivate');
    expect(off.json()).toMatchObject({ _id: 'usr-desk', status: 'deactivated' });
    expect((await as(old, 'GET', '/auth/permissions')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'desk@facilityops.test', password: 'demo1234', userType: 'regular' },
    });
    expect(login.statusCode).toBe(403);
    expect((await call('admin', 'POST', '/admin/staff/usr-desk/deactivate')).statusCode).toBe(409);
    expect((await call('manager', 'GET', '/admin/staff?status=deactivated')).json().items.map((r: { _id: string }) => r._id)).toEqual(['usr-desk']);
    expect((await call('admin', 'POST', '/admin/staff/usr-desk/reactivate')).json().status).toBe('active');
    expect((await as(old, 'GET', '/auth/permissions')).statusCode).toBe(401);
    const fresh = await t.login('desk@facilityops.test');
    expect((await as(fresh, 'GET', '/auth/permissions')).statusCode).toBe(200);
    expect((await call('manager', 'GET', '/admin/staff/usr-desk')).json().recentReports.length).toBe(reportsBefore);
    tokens.desk = fresh;
  });

  it('refuses to deactivate oneself or the last organization-admin', async () => {
    const self = await call('admin', 'POST', '/admin/staff/usr-admin/deactivate');
    expect(self.statusCode).toBe(409);
    const bulk = (await call('admin', 'POST', '/admin/staff/bulk', { ids: ['usr-fixer', 'usr-admin', 'usr-blue-priya'], action: 'deactivate' })).json();
    expect(bulk.updated).toBe(1);
    expect(bulk.failed.map((f: { _id: string }) => f._id)).toEqual(['usr-admin', 'usr-blue-priya']);
    await call('admin', 'POST', '/admin/staff/usr-fixer/reactivate');
  });
});

describe('invitations', () => {
  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/invitations/accept', payload });

  it('invites by e-mail into one role; the person accepts once and is signed in with that role only', async () => {
    expect((await call('manager', 'POST', '/admin/invitations', { email: 'neha@facilityops.test', role: 'reporter-internal' })).statusCode).toBe(403);
    const issued = (await call('admin', 'POST', '/admin/invitations', { email: 'Neha@FacilityOps.test', role: 'reporter-internal' })).json();
    expect(issued).toMatchObject({ email: 'neha@facilityops.test', role: 'reporter-internal', status: 'pending' });
    expect(issued.link).toBe(`/auth/reset?invite=${issued.code}`);
    const stored = (await call('admin', 'GET', '/admin/invitations')).json();
    expect(JSON.stringify(stored)).not.toContain(issued.code);
    const preview = (await t.app.inject({ method: 'POST', url: '/invitations/preview', payload: { code: issued.code } })).json();
    expect(preview).toMatchObject({ organizationName: expect.any(String), role: 'reporter-internal', email: 'neha@facilityops.test' });
    const answer = await accept({ code: issued.code, firstName: 'Neha', lastName: 'Joshi', password: 'long-enough-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({ name: 'Neha Joshi', organization: 'org-acme', assignedRoles: ['reporter-internal'] });
    expect(answer.json().user.permissions).not.toContain('organization-write');
    expect((await as(answer.json().token, 'GET', '/users/profile')).statusCode).toBe(200);
    const again = await accept({ code: issued.code, firstName: 'Neha', password: 'long-enough-1' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(UNUSABLE_INVITATION);
    expect((await call('admin', 'GET', '/admin/invitations')).json().find((i: { _id: string }) => i._id === issued._id).status).toBe('accepted');
    expect((await call('admin', 'DELETE', `/admin/invitations/${issued._id}`)).statusCode).toBe(409);
  });

  it('needs a sign-in e-mail for a phone invitation; revoked and expired ones are refused; seeded ones are listed', async () => {
    const byPhone = (await call('admin', 'POST', '/admin/invitations', { phone: '+91 90000 12345', role: 'fixer-internal' })).json();
    expect((await accept({ code: byPhone.code, firstName: 'Om', password: 'long-enough-1' })).statusCode).toBe(400);
    const revoked = (await call('admin', 'POST', '/admin/invitations', { email: 'gone@facilityops.test', role: 'fixer-internal' })).json();
    expect((await call('admin', 'DELETE', `/admin/invitations/${revoked._id}`)).json()).toEqual({ status: true });
    expect((await accept({ code: revoked.code, firstName: 'Gone', password: 'long-enough-1' })).statusCode).toBe(404);
    const ok = await accept({ code: byPhone.code, firstName: 'Om', email: 'om@facilityops.test', password: 'long-enough-1' });
    expect(ok.json().user.email).toBe('om@facilityops.test');
    const seeded = (await call('admin', 'GET', '/admin/invitations')).json();
    expect(seeded.map((i: { status: string }) => i.status)).toEqual(expect.arrayContaining(['pending', 'expired', 'revoked', 'accepted']));
    expect((await call('admin', 'DELETE', '/admin/invitations/nope')).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/admin/invitations', { email: 'a@b.co', phone: '+91 90000 12345', role: 'manager' })).statusCode).toBe(400);
  });

  it('an existing account accepts with its own password', async () => {
    const issued = (await call('admin', 'POST', '/admin/invitations', { email: 'priya.nair@blueriver.test', role: 'reporter-internal' })).json();
    expect((await accept({ code: issued.code, firstName: 'X', password: 'wrong-password' })).statusCode).toBe(409);
    const ok = await accept({ code: issued.code, firstName: 'X', password: 'demo1234' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Priya Nair', organization: 'org-acme' });
  });
});

describe('invitation guesses', () => {
  it('are rate limited per address', async () => {
    const limited = await createTestApp(undefined, { rateLimits: { failuresBeforePause: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const reply = await limited.app.inject({ method: 'POST', url: '/invitations/preview', payload: { code: `WRONG${i}` } });
        statuses.push(reply.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses[4]).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
