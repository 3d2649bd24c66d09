/**
 * Migrations come from the schema (issue 14): drizzle-kit generates them from schema.ts, and these
 * tests fail when the two differ - a table, column or index added to schema.ts without
 * `pnpm --filter api db:generate`, or a generated file edited by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, migrate, type Connection } from './client';
import { BASELINE_MIGRATION, LEGACY_LAST_MIGRATION, migrationsDir, readMigrations } from './migrations';
import * as schema from './schema';
import { createScratchDatabase } from '../testing/test-app';

jest.setTimeout(120_000);

type Snapshot = Parameters<typeof generateMigration>[0];

const tables = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTableClass) ? [getTableConfig(value as PgTable)] : []));

function lastSnapshot(): Snapshot {
  const files = readdirSync(path.join(migrationsDir, 'meta'))
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(readFileSync(path.join(migrationsDir, 'meta', files[files.length - 1] ?? ''), 'utf8')) as Snapshot;
}

/** A PGlite database as a migration connection. */
function pgliteConnection(client: PGlite): { withConnection<T>(work: (connection: Connection) => Promise<T>): Promise<T> } {
  const connection: Connection = {
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    queryIds: async (sqlText) => (await client.query<{ id: string }>(sqlText)).rows,
  };
  return { withConnection: (work) => work(connection) };
}

describe('migrations generated from the schema', () => {
  it('schema.ts has nothing the generated migrations lack (else: pnpm --filter api db:generate)', async () => {
    const previous = lastSnapshot();
    const current = generateDrizzleJson(schema, (previous as { id: string }).id);
    await expect(generateMigration(previous, current)).resolves.toEqual([]);
  });

  it('every journal entry has its SQL file and its snapshot, and no SQL file is outside the journal', () => {
    const ids = readMigrations().map((migration) => migration.id);
    expect(ids[0]).toBe(BASELINE_MIGRATION);
    const sqlFiles = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles.map((name) => name.replace(/\.sql$/, '')).sort()).toEqual([...ids].sort());
    const snapshots = readdirSync(path.join(migrationsDir, 'meta')).filter((name) => name.endsWith('_snapshot.json'));
    expect(snapshots).toHaveLength(ids.length);
  });

  it('applied to an empty database, they build exactly the columns, nullability and indexes of schema.ts', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const columns = await database.queryIds(
        `SELECT table_name || '.' || column_name || (CASE WHEN is_nullable = 'NO' THEN ' not null' ELSE '' END) AS id
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
      );
      const expected = tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}${column.notNull ? ' not null' : ''}`));
      expect(columns.map((row) => row.id).sort()).toEqual(expected.sort());
      const indexes = await database.queryIds(
        `SELECT indexname AS id FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_pk' AND indexname NOT LIKE '%_unique'`,
      );
      const expectedIndexes = tables.flatMap((table) => table.indexes.map((index) => index.config.name ?? ''));
      expect(indexes.map((row) => row.id).sort()).toEqual(expectedIndexes.sort());
    } finally {
      await database.close();
    }
  });
});

describe('applying migrations', () => {
  it('takes a database the hand-written migrations built as having the baseline, and runs only what came after', async () => {
    const client = await PGlite.create('memory://');
    try {
      await client.exec(readMigrations()[0]?.sql ?? '');
      await client.exec(
        `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now()); INSERT INTO schema_migrations (id) VALUES ('0001_initial'), ('${LEGACY_LAST_MIGRATION}')`,
      );
      const later = { id: '0001_later', sql: 'ALTER TABLE seed_state ADD COLUMN note text;' };
      // Generated migrations after the baseline run too (the lead regenerates them when branches meet).
      const generated = readMigrations()
        .slice(1)
        .map((migration) => migration.id);
      await expect(migrate(pgliteConnection(client), [...readMigrations(), later])).resolves.toEqual([...generated, '0001_later']);
      const applied = (await client.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map((row) => row.id);
      expect(applied).toEqual(expect.arrayContaining([BASELINE_MIGRATION, '0001_later']));
    } finally {
      await client.close();
    }
  });

  it('refuses a database of an older build whose migrations are gone, saying what to do', async () => {
    const client = await PGlite.create('memory://');
    try {
      await client.exec(
        `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now()); INSERT INTO schema_migrations (id) VALUES ('0001_initial')`,
      );
      await expect(migrate(pgliteConnection(client), readMigrations())).rejects.toThrow(/old build.*data folder/);
    } finally {
      await client.close();
    }
  });

  it('a migration that fails leaves nothing of itself behind and is not recorded', async () => {
    const client = await PGlite.create('memory://');
    try {
      const broken = { id: '0001_broken', sql: 'CREATE TABLE half_done (id text);\nALTER TABLE no_such_table ADD COLUMN x text;' };
      await expect(migrate(pgliteConnection(client), [...readMigrations(), broken])).rejects.toThrow(/Migration 0001_broken failed/);
      const left = await client.query<{ id: string }>(`SELECT table_name AS id FROM information_schema.tables WHERE table_name = 'half_done'`);
      expect(left.rows).toEqual([]);
      const applied = (await client.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id);
      expect(applied).toEqual(readMigrations().map((migration) => migration.id));
      expect(applied[0]).toBe(BASELINE_MIGRATION);
    } finally {
      await client.close();
    }
  });
});

const server = process.env.TEST_DATABASE_URL;
const onPostgres = server ? it : it.skip;

onPostgres('three API nodes starting together on one empty PostgreSQL apply each migration once', async () => {
  const scratch = await createScratchDatabase(server ?? '');
  try {
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url })));
    const applied = await nodes[0]?.queryIds('SELECT id FROM schema_migrations');
    expect(applied?.map((row) => row.id)).toEqual(readMigrations().map((migration) => migration.id));
    await Promise.all(nodes.map((node) => node.close()));
  } finally {
    await scratch.drop();
  }
});
