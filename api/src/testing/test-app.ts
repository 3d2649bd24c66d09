/**
 * One real database per test file, seeded at a pinned clock: PGlite in a temp folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (scripts/test-pg.sh), a fresh database created on it
 * and dropped at close.
 *
 * Migrating and seeding take about 5 s; copying a seeded database takes a tenth of that. So within
 * one Jest run (jest-global-setup.cjs names a folder in FACILITYOPS_TEST_TEMPLATES) the first file
 * to ask for a clock seeds a template of it, and every file copies the template: on PGlite a dump
 * of the seeded folder loaded into memory (~0.7 s; copying the folder's thousand files to disk and
 * opening them took ~2 s a file), on PostgreSQL a database created WITH TEMPLATE. Each file still
 * gets its own database.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase, type DemoSecrets } from '../db/seed';
import { buildServer, type BuildServerOptions } from '../server';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The pinned clock: the seeded shift runs 02:00-10:00 UTC on this day. */
export const TEST_NOW = new Date('2024-05-01T04:30:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where this app stores uploads. */
  uploadsDir: string;
  /** The seed's demo join codes and activation key (only their hashes are stored). */
  demo: DemoSecrets;
  /** The scratch database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** `options` override buildServer's (rate limits, for instance). */
export async function createTestApp(now: Date = TEST_NOW, options: Partial<BuildServerOptions> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-api-'));
  const server = process.env.TEST_DATABASE_URL;
  const template = await seededTemplate(now, server);
  const scratch = server ? await createScratchDatabase(server, template?.databaseName) : null;
  const database = await openDatabase(
    template?.pgliteDump
      ? { dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template.pgliteDump)]) }
      : { dataDir: path.join(dir, 'pglite'), databaseUrl: scratch?.url },
  );
  const demo = template ? template.demo : await seedDatabase(database, now);
  const uploadsDir = path.join(dir, 'uploads');
  const app = await buildServer({ database, jwtSecret: TEST_SECRET, uploadsDir, now: () => now, ...options });
  return {
    app,
    database,
    uploadsDir,
    demo,
    databaseUrl: scratch?.url,
    async login(email, password = 'demo1234') {
      const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType: 'regular' } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs one statement on its own connection to the server of `serverUrl`. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new database on the server of `serverUrl` (empty, or a copy of `template`), and how to drop it. */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `facilityops_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, (client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return {
    url: urlOf(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

interface SeededTemplate {
  demo: DemoSecrets;
  /** PGlite: the seeded folder's dump (PGlite's dumpDataDir, an uncompressed tar) to load. */
  pgliteDump?: string;
  /** PostgreSQL: the seeded database to create from. */
  databaseName?: string;
}

/**
 * The seeded template of `now` for this Jest run, made by whichever file asks first (null outside
 * a run that set FACILITYOPS_TEST_TEMPLATES). Files run in parallel workers: a template appears
 * under its final name only when complete (a folder renamed into place; a database made under an
 * advisory lock), so a worker either finds it whole or makes it.
 */
async function seededTemplate(now: Date, serverUrl: string | undefined): Promise<SeededTemplate | null> {
  const root = process.env.FACILITYOPS_TEST_TEMPLATES;
  if (!root) return null;
  const key = String(now.getTime());
  const demoFile = path.join(root, `${serverUrl ? 'pg' : 'pglite'}-${key}.json`);
  if (serverUrl) {
    const databaseName = `facilityops_tpl_${path
      .basename(root)
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()}_${key}`;
    return onServer(serverUrl, async (client) => {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [databaseName]);
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
        if (found.rowCount === 0 || !existsSync(demoFile)) {
          await client.query(`DROP DATABASE IF EXISTS ${databaseName}`);
          await client.query(`CREATE DATABASE ${databaseName}`);
          const database = await openDatabase({ dataDir: '', databaseUrl: urlOf(serverUrl, databaseName) });
          const demo = await seedDatabase(database, now);
          // CREATE DATABASE … TEMPLATE needs the template without connections.
          await database.close();
          writeFileSync(demoFile, JSON.stringify(demo));
        }
        return { databaseName, demo: JSON.parse(readFileSync(demoFile, 'utf8')) as DemoSecrets };
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [databaseName]);
      }
    });
  }
  const pgliteDump = path.join(root, `pglite-${key}.tar`);
  if (!existsSync(demoFile)) {
    mkdirSync(root, { recursive: true });
    const building = mkdtempSync(path.join(root, `building-${key}-`));
    const database = await openDatabase({ dataDir: path.join(building, 'pglite') });
    const demo = await seedDatabase(database, now);
    await database.close();
    const seeded = await PGlite.create(path.join(building, 'pglite'));
    writeFileSync(path.join(building, 'pglite.tar'), Buffer.from(await (await seeded.dumpDataDir('none')).arrayBuffer()));
    await seeded.close();
    try {
      renameSync(path.join(building, 'pglite.tar'), pgliteDump);
      writeFileSync(demoFile, JSON.stringify(demo));
    } catch {
      // Another worker finished the same template first: use theirs.
    }
    rmSync(building, { recursive: true, force: true });
  }
  for (let waited = 0; !existsSync(demoFile) && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return { pgliteDump, demo: JSON.parse(readFileSync(demoFile, 'utf8')) as DemoSecrets };
}
