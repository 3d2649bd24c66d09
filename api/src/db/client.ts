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
  /**
   * LISTEN on a channel (issue 22: live updates fanned out across api nodes); answers the function
   * that stops listening. On PostgreSQL one connection of its own, opened again if it drops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (pg_notify): every listener on every node hears it, this one's too. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Channel names are identifiers we choose, never input: lower case and underscores only. */
function channelName(channel: string): string {
  if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
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
  /** PGlite: starts from this copy of a data folder (PGlite's dumpDataDir), as the api tests do. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.loadDataDir);
  await migrate(database, readMigrations());
  return database;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : undefined);
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
    listen: async (channel, onMessage) => client.listen(channelName(channel), onMessage),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
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
    listen: (channel, onMessage) => listenOnPostgres(url, channelName(channel), onMessage),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    close: () => pool.end(),
  };
}

/** How long a dropped LISTEN connection waits before it is opened again. */
const RELISTEN_AFTER_MS = 1000;

/**
 * One connection of its own that LISTENs (a pooled one would be handed to other queries). When the
 * server ends it (a restart, a failover) it is opened again after RELISTEN_AFTER_MS; what was
 * notified meanwhile is missed, which the app's clients make up for by refreshing on reconnect.
 */
async function listenOnPostgres(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = (dropped: pg.Client, why: string) => {
    if (stopped || client !== dropped || retry) return;
    console.warn(`LISTEN ${channel} connection lost (${why}); listening again in ${RELISTEN_AFTER_MS} ms`);
    client = null;
    dropped.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      open().catch((error: unknown) => console.warn(`LISTEN ${channel} not reopened: ${String(error)}`));
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    next.on('error', (error) => again(next, error.message));
    next.on('end', () => again(next, 'ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      again(next, error instanceof Error ? error.message : String(error));
      if (!retry) throw error;
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
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
