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
import { BASELINE_MIGRATION, LEGACY_LAST_MIGRATION, type Migration, readMigrations } from './migrations';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterless query answering rows with an id column. */
  queryIds(sqlText: string): Promise<{ id: string }[]>;
  /** 'pglite' or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection of its own (migrations: their lock and transactions stay on it). */
  withConnection<T>(work: (connection: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One connection: what it runs is in order and in its own transactions. */
export interface Connection {
  exec(sqlText: string): Promise<void>;
  queryIds(sqlText: string): Promise<{ id: string }[]>;
}

export interface OpenDatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrate(database, readMigrations());
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
    // One connection by nature; its transaction method keeps other calls out meanwhile.
    withConnection: (work) =>
      work({
        exec: async (sqlText) => {
          await client.exec(sqlText);
        },
        queryIds: async (sqlText) => (await client.query<{ id: string }>(sqlText)).rows,
      }),
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
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          queryIds: async (sqlText) => (await client.query<{ id: string }>(sqlText)).rows,
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Any number that is this app's: the advisory lock several API nodes starting together queue on. */
const MIGRATION_LOCK = 72_410_001;

/**
 * Applies each migration not yet recorded, in order, each in one transaction with its record.
 * Several nodes starting at once take turns on an advisory lock, and each reads what is applied
 * only once it holds the lock, so every migration runs exactly once.
 */
export async function migrate(database: Pick<Database, 'withConnection'>, migrations: readonly Migration[]): Promise<string[]> {
  return database.withConnection(async (connection) => {
    await connection.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await connection.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const applied = new Set((await connection.queryIds('SELECT id FROM schema_migrations')).map((row) => row.id));
      if (applied.size > 0 && !applied.has(BASELINE_MIGRATION)) {
        if (!applied.has(LEGACY_LAST_MIGRATION)) {
          throw new Error(
            'This database was made by an old build whose migrations are gone: move its data folder away (or run `pnpm --filter api seed --reset` on an empty one) and start again.',
          );
        }
        await connection.exec(`INSERT INTO schema_migrations (id) VALUES ('${BASELINE_MIGRATION}')`);
        applied.add(BASELINE_MIGRATION);
      }
      const ran: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.id)) continue;
        const id = migration.id.replace(/'/g, "''");
        await connection.exec('BEGIN');
        try {
          await connection.exec(migration.sql);
          await connection.exec(`INSERT INTO schema_migrations (id) VALUES ('${id}')`);
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw new Error(`Migration ${migration.id} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        ran.push(migration.id);
      }
      return ran;
    } finally {
      await connection.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
