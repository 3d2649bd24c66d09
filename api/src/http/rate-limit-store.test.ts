/** Two api nodes on one database count a rate-limited route's requests together (issue 22). */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { sharedRateLimits: true });
  second = await buildServer({ database: t.database, jwtSecret: TEST_SECRET, sharedRateLimits: true, now: () => TEST_NOW });
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

const signIn = (node: FastifyInstance, address: string) =>
  node.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: address,
    payload: { email: 'reporter@facilityops.test', password: 'demo1234', userType: 'regular' },
  });

describe('per-IP limits shared by api nodes', () => {
  it('refuses the 61st sign-in of a minute from one address, however the requests were spread over the nodes', async () => {
    for (let i = 0; i < 60; i += 1) expect((await signIn(i % 2 === 0 ? t.app : second, '203.0.113.7')).statusCode).toBe(200);
    const refused = await signIn(second, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$|^Too many attempts\. Try again in 1 minute\.$/);
    expect((await signIn(t.app, '203.0.113.7')).statusCode).toBe(429);
    // Another address has its own count.
    expect((await signIn(t.app, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('per-account failure counts shared by api nodes', () => {
  const wrong = (node: FastifyInstance, address: string) =>
    node.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: address,
      payload: { email: 'fixer@facilityops.test', password: 'not-it', userType: 'regular' },
    });

  it('pauses an account after five wrong passwords spread over the nodes and addresses, and a success elsewhere does not count as theirs', async () => {
    for (let i = 0; i < 5; i += 1) expect((await wrong(i % 2 === 0 ? t.app : second, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const paused = await wrong(second, '198.51.100.50');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(paused.headers['retry-after']).toBe('900');
    // Even the right password waits on the other node: the pause is the account's, not a node's.
    const right = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '198.51.100.51',
      payload: { email: 'fixer@facilityops.test', password: 'demo1234', userType: 'regular' },
    });
    expect(right.statusCode).toBe(429);
    // Another account is not paused.
    expect((await signIn(second, '198.51.100.52')).statusCode).toBe(200);
  });
});
