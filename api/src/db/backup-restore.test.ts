/**
 * Backup and restore, as the README's deployment note says to do them (issue 22): `pg_dump -Fc` of
 * the database and a copy of the upload store, restored with `pg_restore` into an empty database;
 * an api on the restored copy reads a report submitted before the backup, with its photo. Needs a
 * PostgreSQL server: `pnpm test:pg` runs it (skipped on PGlite, whose backup is its data folder).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './client';
import { buildServer } from '../server';
import { bearer, createScratchDatabase, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

const server = process.env.TEST_DATABASE_URL;
const tool = (name: string) => (process.env.PG_BINDIR ? path.join(process.env.PG_BINDIR, name) : name);
const onPostgres = server ? describe : describe.skip;

onPostgres('backup and restore', () => {
  let t: TestApp;
  let restored: { url: string; drop(): Promise<void> } | null = null;
  let restoredDb: Database | null = null;
  let restoredApp: FastifyInstance | null = null;
  const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-backup-'));
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await restoredApp?.close();
    await restoredDb?.close();
    await restored?.drop();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an api on the restored database and upload copy reads a report submitted before, with its photo', async () => {
    const reporter = await t.login('reporter@facilityops.test');
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 5)]);
    const boundary = '----backup';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/uploads',
      headers: { ...bearer(reporter), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    const [file] = uploaded.json() as { name: string; path: string }[];
    if (!file) throw new Error('nothing uploaded');
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/reports/submit',
      headers: bearer(reporter),
      payload: {
        localId: 'backup-restore-1',
        date: '01 May 2024',
        time: '10:00 AM',
        facility: 'fac-acme-01',
        overall: { description: 'Before the backup', media: [{ name: file.name, path: file.name, type: 'image' }] },
      },
    });
    expect(submitted.statusCode).toBe(200);
    const { reportId } = submitted.json() as { reportId: string };

    // The backup: the database in pg_dump's custom format, and the upload folder.
    const databaseUrl = t.databaseUrl ?? '';
    expect(databaseUrl).toMatch(/^postgres/);
    const dump = path.join(dir, 'facilityops.dump');
    execFileSync(tool('pg_dump'), ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl]);
    cpSync(t.uploadsDir, path.join(dir, 'uploads'), { recursive: true });

    // The restore, into an empty database.
    restored = await createScratchDatabase(server ?? '');
    execFileSync(tool('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump]);
    restoredDb = await openDatabase({ dataDir: 'memory://', databaseUrl: restored.url });
    restoredApp = await buildServer({ database: restoredDb, jwtSecret: TEST_SECRET, uploadsDir: path.join(dir, 'uploads'), now: () => TEST_NOW });

    const manager = (
      await restoredApp.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'manager@facilityops.test', password: 'demo1234', userType: 'regular' },
      })
    ).json() as { token: string };
    const report = await restoredApp.inject({ method: 'GET', url: `/inspections/${reportId}`, headers: bearer(manager.token) });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Before the backup');
    const media = await restoredApp.inject({ method: 'GET', url: `/inspections/${reportId}/media`, headers: bearer(manager.token) });
    expect(media.statusCode).toBe(200);
    expect(media.body).toContain(file.name);
    const bytes = await restoredApp.inject({ method: 'GET', url: file.path });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(photo)).toBe(true);
  });
});
