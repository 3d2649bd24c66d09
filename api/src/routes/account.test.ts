/** Account calls, the feedback app's token and Google sign-in. */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { decryptFeedbackToken } from '../auth/feedback-token';
import { buildServer } from '../server';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'fixer']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

async function uploadJpeg(who: string): Promise<string> {
  const boundary = 'b0undary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/uploads',
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return response.json()[0].path as string;
}

describe('profile', () => {
  it('PUT /users saves the name and answers the user', async () => {
    const saved = await call('reporter', 'PUT', '/users', { name: 'Rita  Rao Reporter' });
    expect(saved.json()).toMatchObject({ _id: 'usr-reporter', firstName: 'Rita', lastName: 'Rao Reporter', name: 'Rita Rao Reporter' });
    expect((await call('reporter', 'PUT', '/users', { firstName: '' })).statusCode).toBe(400);
    expect((await call('reporter', 'PUT', '/users', { img: '/static/branding/acme.svg' })).statusCode).toBe(400);
  });

  it('POST /users/update/{id} sets an uploaded picture (200), only one this organisation uploaded', async () => {
    const img = await uploadJpeg('reporter');
    const response = await call('reporter', 'POST', '/users/update/usr-reporter', { img, userType: 'regular' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect((await call('reporter', 'GET', '/users/profile')).json().user.img).toBe(img);
    expect(
      (await call('reporter', 'POST', '/users/update/usr-reporter', { img: '/uploads/0123456789abcdef01234567.jpg', userType: 'regular' })).statusCode,
    ).toBe(400);
    expect((await call('reporter', 'POST', '/users/update/usr-reporter', { img, userType: 'google' })).statusCode).toBe(400);
    expect((await call('reporter', 'POST', '/users/update/usr-desk', { img, userType: 'regular' })).statusCode).toBe(403);
    expect((await call('admin', 'POST', '/users/update/usr-desk', { img, userType: 'regular' })).statusCode).toBe(200);
    expect((await call('admin', 'POST', '/users/update/usr-nobody', { img, userType: 'regular' })).statusCode).toBe(404);
  });

  it('registers push tokens once each, the newest ten', async () => {
    for (let i = 0; i < 12; i++) await call('fixer', 'POST', '/users/register-notification', { token: `push-${i}` });
    await call('fixer', 'POST', '/users/register-notification', { token: 'push-5' });
    const [row] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, 'usr-fixer') });
    expect(row?.pushTokens).toEqual(['push-2', 'push-3', 'push-4', 'push-6', 'push-7', 'push-8', 'push-9', 'push-10', 'push-11', 'push-5']);
    expect((await call('fixer', 'POST', '/users/register-notification', { token: '' })).statusCode).toBe(400);
  });
});

describe('people', () => {
  it('lists the staff of the current organisation to user-read holders', async () => {
    const staff = (await call('manager', 'GET', '/users/staff')).json();
    expect(staff.map((u: { _id: string }) => u._id).sort()).toEqual([
      'usr-admin',
      'usr-auditor',
      'usr-desk',
      'usr-fixer',
      'usr-janitor',
      'usr-manager',
      'usr-reporter',
      'usr-rounds',
      'usr-sysadmin',
    ]);
    expect(staff.find((u: { _id: string }) => u._id === 'usr-desk').permissions).toContain('adhocNoScan-read');
    expect((await call('reporter', 'GET', '/users/staff')).statusCode).toBe(403);
  });

  it('lists the reportees of a supervisor: the people of the mappings they supervise', async () => {
    const reportees = (await call('manager', 'GET', '/users/reportees')).json();
    expect(reportees.map((u: { _id: string }) => u._id).sort()).toEqual(['usr-desk', 'usr-fixer', 'usr-reporter']);
    expect((await call('reporter', 'GET', '/users/reportees')).json()).toEqual([]);
  });

  it('lists the user groups: built-in roles and the organisation’s own', async () => {
    const groups = (await call('manager', 'GET', '/users/userGroups')).json().map((g: { name: string }) => g.name);
    expect(groups).toEqual(expect.arrayContaining(['reporter-internal', 'manager', 'fixer-internal', 'organization-admin', 'system-admin', 'auditor']));
  });
});

describe('POST /auth/encryptToken', () => {
  it('answers the session token encrypted for the feedback app, readable for five minutes', async () => {
    const { encryptedToken } = (await call('manager', 'POST', '/auth/encryptToken', {})).json();
    expect(encryptedToken).not.toContain(tokens.manager);
    expect(await decryptFeedbackToken(TEST_SECRET, encryptedToken, TEST_NOW)).toBe(tokens.manager);
    await expect(decryptFeedbackToken(TEST_SECRET, encryptedToken, new Date(Date.now() + 10 * 60_000))).rejects.toThrow();
    await expect(decryptFeedbackToken('another-secret-another-secret-another-secret', encryptedToken, TEST_NOW)).rejects.toThrow();
  });
});

describe('POST /auth/login/google', () => {
  it('answers 501 when Google sign-in is not configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/login/google', payload: { idToken: 'x.y.z' } });
    expect(response.statusCode).toBe(501);
    expect(response.json().message).toBe('Google sign-in is not configured on this server.');
    expect((await t.app.inject({ method: 'POST', url: '/auth/login/google', payload: {} })).statusCode).toBe(400);
  });

  it('signs in the account of a verified Google email, and nobody else', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const clientId = 'facilityops-test.apps.googleusercontent.com';
    const app = await buildServer({
      database: t.database,
      jwtSecret: TEST_SECRET,
      now: () => TEST_NOW,
      google: { clientId, keys: createLocalJWKSet({ keys: [jwk] }) },
    });
    const idToken = (claims: Record<string, unknown>, audience = clientId, key = privateKey) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const signIn = async (token: string) => app.inject({ method: 'POST', url: '/auth/login/google', payload: { idToken: token } });
    try {
      const ok = await signIn(await idToken({ email: 'Manager@FacilityOps.test', email_verified: true }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user._id).toBe('usr-manager');
      expect((await app.inject({ method: 'GET', url: '/users/profile', headers: bearer(ok.json().token) })).statusCode).toBe(200);
      expect((await signIn(await idToken({ email: 'manager@facilityops.test', email_verified: false }))).statusCode).toBe(401);
      expect((await signIn(await idToken({ email: 'manager@facilityops.test', email_verified: true }, 'another-app'))).statusCode).toBe(401);
      expect((await signIn(await idToken({ email: 'stranger@gmail.com', email_verified: true }))).json().message).toBe('No account uses this Google address.');
      const other = await generateKeyPair('RS256');
      expect((await signIn(await idToken({ email: 'manager@facilityops.test', email_verified: true }, clientId, other.privateKey))).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
