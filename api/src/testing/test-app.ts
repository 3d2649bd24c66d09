/**
 * One real database per test file, seeded at a pinned clock: PGlite in a temp folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (scripts/test-pg.sh), a fresh database created on it
 * and dropped at close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** `options` override buildServer's (rate limits, for instance). */
export async function createTestApp(now: Date = TEST_NOW, options: Partial<BuildServerOptions> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-api-'));
  const server = process.env.TEST_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server) : null;
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite'), databaseUrl: scratch?.url });
  const demo = await seedDatabase(database, now);
  const uploadsDir = path.join(dir, 'uploads');
  const app = await buildServer({ database, jwtSecret: TEST_SECRET, uploadsDir, now: () => now, ...options });
  return {
    app,
    database,
    uploadsDir,
    demo,
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

/** A new empty database on the server of `serverUrl`, and how to drop it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `facilityops_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
