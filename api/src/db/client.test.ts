/**
 * PostgreSQL (the api's optional database): an idle connection the server ends, as a restart or an
 * administrator does, must not take the api down; the next query gets a new connection. Runs in
 * `pnpm test:pg`, which names a real server in TEST_DATABASE_URL.
 */
import pg from 'pg';
import { createTestApp } from '../testing/test-app';

const server = process.env.TEST_DATABASE_URL;
const onPostgres = server ? it : it.skip;

onPostgres('survives the server ending its idle connections, and opens a new one for the next query', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const t = await createTestApp();
  try {
    const name = (await t.database.queryIds('SELECT current_database() AS id'))[0]?.id;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended an idle connection'));
    await expect(t.database.queryIds("SELECT 'still here' AS id")).resolves.toEqual([{ id: 'still here' }]);
  } finally {
    warn.mockRestore();
    await t.close();
  }
});
