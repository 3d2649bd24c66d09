import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'desk', 'manager', 'fixer', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });

describe('permission checks mirror the route table', () => {
  it.each([
    ['reporter', '/organizations/org-acme', 403],
    ['fixer', '/facilities/v2/facilitiesToReport', 403],
    ['fixer', '/users/shifts', 403],
    ['fixer', '/shifts/reporter/adhoc-requests?reporterId=usr-fixer', 403],
    ['manager', '/organizations/org-acme', 200],
    ['reporter', '/facilities/v2/facilitiesToReport', 200],
    ['reporter', '/users/shifts', 200],
    ['reporter', '/shifts/reporter/adhoc-requests?reporterId=usr-reporter', 200],
    ['fixer', '/users/profile', 200],
  ])('%s GET %s → %s', async (who, url, status) => {
    const response = await get(who, url);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toMatch(/Not enough permissions/);
  });
});

describe('organisation scoping', () => {
  it('shows an organisation only to its members: others get 404', async () => {
    expect((await get('admin', '/organizations/org-blueriver')).statusCode).toBe(200);
    const foreign = await get('manager', '/organizations/org-blueriver');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Organization not found.' });
    expect((await get('admin', '/organizations/does-not-exist')).statusCode).toBe(404);
  });

  it('answers theme, branding and settings', async () => {
    const acme = (await get('admin', '/organizations/org-acme')).json();
    expect(acme.theme.colors).toEqual({ primary: '#1565c0', secondary: '#ff8f00', background: '#f5f7fb' });
    expect(acme.theme.branding.display_name).toBe('Acme FacilityOps');
    expect(acme.settings.enableFeedback).toBe(true);
    expect((await get('admin', '/organizations/org-blueriver')).json().settings.enableFeedback).toBe(false);
  });

  it('lets a reporter read only their own ad-hoc requests; a missing reporterId is a 400', async () => {
    expect((await get('reporter', '/shifts/reporter/adhoc-requests?reporterId=usr-desk')).statusCode).toBe(403);
    const manager = await get('manager', '/shifts/reporter/adhoc-requests?reporterId=usr-desk');
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toHaveLength(2);
    expect((await get('reporter', '/shifts/reporter/adhoc-requests')).statusCode).toBe(400);
  });
});

describe('who may hand out access to an organisation', () => {
  const send = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
  it.each([
    ['admin', 'POST', '/organizations/org-acme/joinCodes', 200],
    ['admin', 'GET', '/organizations/org-acme/joinCodes', 200],
    ['admin', 'GET', '/organizations/org-blueriver/joinCodes', 200],
    ['manager', 'POST', '/organizations/org-acme/joinCodes', 403],
    ['manager', 'GET', '/organizations/org-acme/joinCodes', 403],
    ['reporter', 'POST', '/organizations/org-acme/joinCodes', 403],
    ['desk', 'DELETE', '/organizations/org-acme/joinCodes/some-code', 403],
    ['manager', 'GET', '/organizations/org-blueriver/joinCodes', 404],
    ['admin', 'POST', '/organizations/org-sunrise/joinCodes', 404],
    ['admin', 'POST', '/organizations/org-sunrise/activationKeys', 403],
    ['manager', 'POST', '/organizations/org-sunrise/activationKeys', 403],
    ['desk', 'DELETE', '/organizations/org-sunrise/activationKeys/some-key', 403],
  ] as const)('%s %s %s → %s', async (who, method, url, status) => {
    const payload = method === 'POST' ? (url.endsWith('joinCodes') ? { role: 'reporter-internal' } : { email: 'desk@facilityops.test' }) : undefined;
    const response = await send(who, method, url, payload);
    expect(response.statusCode).toBe(status);
  });

  it('lets system administrators issue activation keys; organisation admins issue join codes', async () => {
    const sysadmin = await t.login('sysadmin@facilityops.test');
    const key = await t.app.inject({
      method: 'POST',
      url: '/organizations/org-sunrise/activationKeys',
      headers: bearer(sysadmin),
      payload: { email: 'desk@facilityops.test' },
    });
    expect(key.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/organizations/org-sunrise/activationKeys/${key.json()._id}`, headers: bearer(sysadmin) })).statusCode,
    ).toBe(200);
    // Activated organisations need no key.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/organizations/org-acme/activationKeys',
          headers: bearer(sysadmin),
          payload: { email: 'desk@facilityops.test' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('the database under test', () => {
  it('is PostgreSQL when TEST_DATABASE_URL names a server (pnpm test:pg), PGlite otherwise', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});
