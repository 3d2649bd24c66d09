/**
 * Opens the database: PGlite in a folder by default, PostgreSQL (node-postgres) when
 * DATABASE_URL is set. Both get the same Drizzle schema; migrations run on open.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { migrations } from './migrations';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterless query answering rows with an id column. */
  queryIds(sqlText: string): Promise<{ id: string }[]>;
  /** 'pglite' or 'postgres'. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(database);
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    queryIds: async (sqlText) => (await client.query<{ id: string }>(sqlText)).rows,
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an
  // 'error' on the pool; unheard, it would crash the api. The pool opens a new one when needed.
  pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    queryIds: async (sqlText) => (await pool.query<{ id: string }>(sqlText)).rows,
    close: () => pool.end(),
  };
}

/** Applies each migration once. Migrations are idempotent, so two nodes starting together is harmless. */
async function migrate(database: Database): Promise<void> {
  await database.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await database.queryIds('SELECT id FROM schema_migrations')).map((row) => row.id));
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const id = migration.id.replace(/'/g, "''");
    await database.exec(`BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (id) VALUES ('${id}') ON CONFLICT DO NOTHING;\nCOMMIT;`);
  }
}
