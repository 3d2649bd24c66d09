/**
 * Issue 13, guessing and flooding: passwords, reset mails, join codes and activation keys. Each
 * of these requests went through without limit before.
 */
import { eq } from 'drizzle-orm';
import { passwordResetRequests } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const login = (email: string, password: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: ip, payload: { email, password } });

describe('sign-in', () => {
  it('five wrong passwords for an account pause it, from any address, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('manager@facilityops.test', 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    const paused = await login('manager@facilityops.test', 'demo1234', '198.51.100.99');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.json()).toMatchObject({ message: 'Too many attempts. Try again in 15 minutes.' });
    // Another account is not paused.
    expect((await login('fixer@facilityops.test', 'demo1234', '198.51.100.99')).statusCode).toBe(200);
  });

  it('a right password clears the failures counted so far', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('desk@facilityops.test', 'wrong')).statusCode).toBe(401);
    expect((await login('desk@facilityops.test', 'demo1234')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('desk@facilityops.test', 'wrong')).statusCode).toBe(401);
    expect((await login('desk@facilityops.test', 'demo1234')).statusCode).toBe(200);
  });

  it('one address trying many accounts is limited per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i += 1) statuses.push((await login(`nobody${i}@facilityops.test`, 'x', '192.0.2.7')).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    // 65 password checks: seconds on a loaded 2-core machine.
  }, 60_000);
});

describe('password reset', () => {
  const reset = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/auth/reset', remoteAddress: ip, payload: { email } });

  it('three requests per email an hour, whether or not it has an account, from any address', async () => {
    for (const email of ['reporter@facilityops.test', 'ghost@facilityops.test']) {
      for (let i = 0; i < 3; i += 1) expect((await reset(email, `198.18.0.${i}`)).statusCode).toBe(200);
      const flood = await reset(email, '198.18.0.50');
      expect(flood.statusCode).toBe(429);
      expect(flood.json()).toMatchObject({ message: 'Too many attempts. Try again in 60 minutes.' });
    }
    const stored = await t.database.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.userId, 'usr-reporter'));
    expect(stored).toHaveLength(3);
  });
});

describe('join codes and activation keys', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.login('fixer@facilityops.test');
  });
  const tryCode = (url: string, payload: object, ip = '198.19.0.1') =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: bearer(token), payload });

  it('five wrong join codes or activation keys pause the user, from any address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await tryCode('/users/organizations/join', { joinCode: `GUESS-${i}` }, `198.19.1.${i}`)).statusCode).toBe(404);
    for (let i = 0; i < 2; i += 1) expect((await tryCode('/organizations/activate', { activationKey: `GUESS-${i}` }, `198.19.2.${i}`)).statusCode).toBe(404);
    const paused = await tryCode('/users/organizations/join', { joinCode: 'BLUE-MANAGER' }, '198.19.3.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });

  it('one address is limited to ten tries a minute', async () => {
    const other = await t.login('reporter@facilityops.test');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/organizations/activate',
        remoteAddress: '198.19.9.9',
        headers: bearer(i % 2 ? other : token),
        payload: { activationKey: `K-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
