import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('POST /users/organizations/switch', () => {
  it('gives a switchable member a token for the other organisation, which becomes current', async () => {
    const token = await t.login('admin@facilityops.test');
    const response = await call('POST', '/users/organizations/switch?organization=org-blueriver', token, {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, user: { organization: 'org-blueriver' } });
    const status = await call('GET', '/auth/login/status', body.token);
    expect(status.json().organization).toBe('org-blueriver');
    // Data now comes from the new organisation; its shift is listed, Acme's are not.
    const shifts = (await call('GET', '/shifts', body.token)).json().map((s: { _id: string }) => s._id);
    expect(shifts).toEqual(['shf-blueriver-now']);
    // The next sign-in starts where the user left.
    expect((await call('GET', '/auth/login/status', await t.login('admin@facilityops.test'))).json().organization).toBe('org-blueriver');
    await call('POST', '/users/organizations/switch?organization=org-acme', body.token, {});
  });

  it('refuses users who are not switchable, organisations they do not belong to, and a missing id', async () => {
    const manager = await t.login('manager@facilityops.test');
    expect((await call('POST', '/users/organizations/switch?organization=org-blueriver', manager, {})).statusCode).toBe(403);
    const admin = await t.login('admin@facilityops.test');
    const foreign = await call('POST', '/users/organizations/switch?organization=org-sunrise', admin, {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Organization not found.');
    expect((await call('POST', '/users/organizations/switch', admin, {})).statusCode).toBe(400);
  });
});

describe('a switchable user who has never chosen an organisation (issue 18)', () => {
  const signIn = async () =>
    (await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'regional@facilityops.test', password: 'demo1234' } })).json();

  it('is signed into their organisation without recording it, until a switch records the choice', async () => {
    const first = await signIn();
    expect(first.user).toMatchObject({ organization: 'org-blueriver', isSwitchable: true, organizationChosen: false });
    // Signing in again does not count as choosing.
    expect((await signIn()).user.organizationChosen).toBe(false);
    // 'Open Org' on the organisation they are in (or 'done') switches to it: now chosen.
    const switched = await call('POST', '/users/organizations/switch?organization=org-blueriver', first.token, {});
    expect(switched.json().user).toMatchObject({ organization: 'org-blueriver', organizationChosen: true });
    expect((await signIn()).user.organizationChosen).toBe(true);
  });

  it('is not asked of anyone who has a current organisation', async () => {
    const answer = (await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'admin@facilityops.test', password: 'demo1234' } })).json();
    expect(answer.user.organizationChosen).toBe(true);
  });
});

describe('POST /admin/users/organizations/?organization=', () => {
  it('lets a system administrator enter any organisation', async () => {
    const sysadmin = await t.login('sysadmin@facilityops.test');
    const response = await call('POST', '/admin/users/organizations/?organization=org-sunrise', sysadmin, {});
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/organizations/org-sunrise', response.json().token)).json().name).toBe('Sunrise Mall');
    expect((await call('POST', '/admin/users/organizations/?organization=org-nope', sysadmin, {})).statusCode).toBe(404);
  });

  it('refuses everyone else, organisation admins included', async () => {
    const admin = await t.login('admin@facilityops.test');
    const response = await call('POST', '/admin/users/organizations/?organization=org-blueriver', admin, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only system administrators can use the admin switch.');
  });
});

describe('POST /users/organizations/join and /revoke', () => {
  it('joins with a code, with the role of the code, and makes the user switchable', async () => {
    const fixer = await t.login('fixer@facilityops.test');
    const joined = await call('POST', '/users/organizations/join', fixer, { joinCode: t.demo.joinCodes.blueRiverManager.toLowerCase() });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ status: true, message: 'Joined Blue River Hospital.' });
    const profile = (await call('GET', '/users/profile', fixer)).json();
    expect(profile.user.isSwitchable).toBe(true);
    expect(profile.switchableOrgs.map((o: { _id: string }) => o._id)).toEqual(['org-acme', 'org-blueriver']);
    expect((await call('POST', '/users/organizations/join', fixer, { joinCode: t.demo.joinCodes.blueRiverManager })).statusCode).toBe(409);
  });

  it('refuses an unknown code, and joining without one for anyone but a system administrator', async () => {
    const desk = await t.login('desk@facilityops.test');
    expect((await call('POST', '/users/organizations/join', desk, { joinCode: 'NOPE' })).statusCode).toBe(404);
    expect((await call('POST', '/users/organizations/join', desk, { organization: 'org-blueriver' })).statusCode).toBe(403);
    expect((await call('POST', '/users/organizations/join', desk, {})).statusCode).toBe(400);
  });

  it('leaves another organisation, never the current one', async () => {
    const fixer = await t.login('fixer@facilityops.test');
    expect((await call('POST', '/users/organizations/revoke', fixer, { organization: 'org-acme' })).statusCode).toBe(409);
    expect((await call('POST', '/users/organizations/revoke', fixer, { organization: 'org-sunrise' })).statusCode).toBe(404);
    const left = await call('POST', '/users/organizations/revoke', fixer, { organization: 'org-blueriver' });
    expect(left.json()).toEqual({ status: true });
    expect((await call('POST', '/users/organizations/switch?organization=org-blueriver', fixer, {})).statusCode).toBe(403);
    const profile = (await call('GET', '/users/profile', fixer)).json();
    expect(profile.switchableOrgs.map((o: { _id: string }) => o._id)).toEqual(['org-acme']);
  });
});
