/** Pruning (issue 22): expired counters and revocations go, live ones stay, one node at a time. */
import { rateLimitCounters, revokedTokens } from './schema';
import { pruneExpired } from './maintenance';
import { createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe('pruneExpired', () => {
  it('deletes counters a day past their window and revocations of expired tokens, and keeps the rest', async () => {
    const { db } = t.database;
    await db.insert(rateLimitCounters).values([
      { key: 'old', count: 3, windowStart: at(-25 * HOUR) },
      { key: 'recent', count: 2, windowStart: at(-2 * HOUR) },
      { key: 'failures:signIn:login:someone', count: 5, windowStart: at(10 * 60_000) },
    ]);
    await db.insert(revokedTokens).values([
      { jti: 'expired', expiresAt: at(-HOUR) },
      { jti: 'still-valid', expiresAt: at(HOUR) },
    ]);
    expect(await pruneExpired(t.database, TEST_NOW)).toBe(true);
    const counters = (await db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(counters).toEqual(expect.arrayContaining(['recent', 'failures:signIn:login:someone']));
    expect(counters).not.toContain('old');
    const revoked = (await db.select().from(revokedTokens)).map((row) => row.jti);
    expect(revoked).toContain('still-valid');
    expect(revoked).not.toContain('expired');
  });

  // Two sessions need a server: PGlite is one. `pnpm test:pg` runs this against PostgreSQL.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('skips the round while another node holds the lock', async () => {
    await t.database.withConnection(async (other) => {
      await other.exec('BEGIN');
      await other.queryIds(`SELECT 'x' AS id FROM (SELECT pg_advisory_xact_lock(72410002)) AS held`);
      try {
        expect(await pruneExpired(t.database, TEST_NOW)).toBe(false);
      } finally {
        await other.exec('ROLLBACK');
      }
    });
    expect(await pruneExpired(t.database, TEST_NOW)).toBe(true);
  });
});
