/** One real PGlite database in a temp folder per test file, seeded at a pinned clock. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { buildServer } from '../server';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The pinned clock: the seeded shift runs 02:00-10:00 UTC on this day. */
export const TEST_NOW = new Date('2024-05-01T04:30:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where this app stores uploads. */
  uploadsDir: string;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(now: Date = TEST_NOW): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-api-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await seedDatabase(database, now);
  const uploadsDir = path.join(dir, 'uploads');
  const app = await buildServer({ database, jwtSecret: TEST_SECRET, uploadsDir, now: () => now });
  return {
    app,
    database,
    uploadsDir,
    async login(email, password = 'demo1234') {
      const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType: 'regular' } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
