import { SignJWT } from 'jose';
import { TokenService } from '../auth/tokens';
import { passwordResetRequests } from '../db/schema';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('answers status, token and the user with their permissions', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'Reporter@FacilityOps.test', password: 'demo1234', userType: 'regular' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(body.user).toMatchObject({ _id: 'usr-reporter', id: 'usr-reporter', organization: 'org-acme', isSwitchable: false });
    expect(body.user.permissions).toEqual(expect.arrayContaining(['reporting-read', 'guyWhoReports-read']));
    expect(body.user.permissions).not.toContain('organization-read');
  });

  it.each([
    ['a wrong password', { email: 'reporter@facilityops.test', password: 'nope' }],
    ['an unknown email', { email: 'nobody@facilityops.test', password: 'demo1234' }],
  ])('refuses %s with 401 and the same message', async (_, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Wrong email or password.' });
  });
});

describe('bad input never gives a 500', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['malformed JSON', '/auth/login', '{"email":', 400],
    ['an empty JSON body', '/auth/login', '', 400],
    ['a JSON array', '/auth/login', '[]', 400],
    ['a missing password', '/auth/login', JSON.stringify({ email: 'reporter@facilityops.test' }), 400],
    ['a number as email', '/auth/login', JSON.stringify({ email: 42, password: 'demo1234' }), 400],
    ['a null password', '/auth/login', JSON.stringify({ email: 'reporter@facilityops.test', password: null }), 400],
    ['another userType', '/auth/login', JSON.stringify({ email: 'reporter@facilityops.test', password: 'demo1234', userType: 'google' }), 400],
    ['a huge password', '/auth/login', JSON.stringify({ email: 'reporter@facilityops.test', password: 'x'.repeat(5000) }), 400],
  ])('%s → %s', async (_, url, payload, status) => {
    const response = await t.app.inject({ method: 'POST', url, headers: json, payload });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  });

  it.each([
    ['no page', {}],
    ['a page that is not a path', { page: 'home' }],
    ['a page of the wrong type', { page: ['/home'] }],
  ])('setHomePage with %s → 400', async (_, payload) => {
    const token = await t.login('reporter@facilityops.test');
    const response = await t.app.inject({ method: 'POST', url: '/users/setHomePage', headers: bearer(token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body/);
  });

  it('answers an unknown call with 404 { message }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/nope');
  });
});

describe('tokens', () => {
  it.each([
    ['no token', undefined],
    ['a garbage token', 'Bearer not-a-jwt'],
    ['a non-bearer scheme', 'Basic abc'],
  ])('%s → 401', async (_, authorization) => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/login/status', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses an expired token', async () => {
    const token = await new TokenService(TEST_SECRET, 60).issue('usr-reporter', 'org-acme', new Date(Date.now() - 3_600_000));
    const response = await t.app.inject({ method: 'GET', url: '/auth/login/status', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/i);
  });

  it('refuses a token signed with another secret, or with alg none', async () => {
    const forged = await new TokenService('another-secret-another-secret-another-secret', 3600).issue('usr-admin', 'org-acme');
    expect((await t.app.inject({ method: 'GET', url: '/auth/permissions', headers: bearer(forged) })).statusCode).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: 'usr-admin', org: 'org-acme', jti: 'x', exp: 9_999_999_999 })).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: '/auth/permissions', headers: bearer(`${header}.${claims}.`) })).statusCode).toBe(401);
  });

  it('refuses a valid signature for an organisation the user does not belong to', async () => {
    const key = new TextEncoder().encode(TEST_SECRET);
    const token = await new SignJWT({ org: 'org-blueriver' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr-reporter')
      .setJti('j1')
      .setExpirationTime('1h')
      .sign(key);
    expect((await t.app.inject({ method: 'GET', url: '/auth/permissions', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('carries an exp claim 12 h ahead by default', async () => {
    const token = await t.login('reporter@facilityops.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; iat: number; sub: string; org: string };
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect(payload).toMatchObject({ sub: 'usr-reporter', org: 'org-acme' });
  });
});

describe('session calls', () => {
  it('answers login status, permissions and profile, and logout ends the token', async () => {
    const token = await t.login('admin@facilityops.test');
    const status = await t.app.inject({ method: 'GET', url: '/auth/login/status', headers: bearer(token) });
    expect(status.json()).toMatchObject({ status: true, userId: 'usr-admin', organization: 'org-acme' });

    const permissions = await t.app.inject({ method: 'GET', url: '/auth/permissions', headers: bearer(token) });
    expect(permissions.json().permissions).toEqual(expect.arrayContaining(['switching-read', 'organization-read']));

    const profile = await t.app.inject({ method: 'GET', url: '/users/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().token).toBe(token);
    expect(profile.json().user.isSwitchable).toBe(true);
    expect(
      profile
        .json()
        .switchableOrgs.map((org: { _id: string }) => org._id)
        .sort(),
    ).toEqual(['org-acme', 'org-blueriver']);

    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token), payload: {} });
    expect(logout.json()).toEqual({ status: true });
    expect((await t.app.inject({ method: 'GET', url: '/auth/login/status', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('saves the home page', async () => {
    const token = await t.login('reporter@facilityops.test');
    const saved = await t.app.inject({ method: 'POST', url: '/users/setHomePage', headers: bearer(token), payload: { page: '/reporting/facilities' } });
    expect(saved.json()).toEqual({ status: true, homePage: '/reporting/facilities' });
    const profile = await t.app.inject({ method: 'GET', url: '/users/profile', headers: bearer(token) });
    expect(profile.json().user.homePage).toBe('/reporting/facilities');
    expect(profile.json().switchableOrgs).toEqual([]);
  });
});

describe('CORS', () => {
  it('allows the shell and remote origins and no others', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'http://localhost:3003', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /auth/reset', () => {
  it('records a request for a known email and answers the same for an unknown one', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: 'reporter@facilityops.test' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: 'nobody@facilityops.test' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const rows = await t.database.db.select().from(passwordResetRequests);
    expect(rows.map((row) => row.userId)).toEqual(['usr-reporter']);
  });

  it('refuses a malformed email with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
