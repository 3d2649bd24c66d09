/**
 * Planner statistics. PostgreSQL's autovacuum keeps them fresh on a server, but PGlite runs
 * PostgreSQL in single-user mode with no autovacuum, so without this its planner would plan
 * every query as for empty tables (after the demo seed the 30-day daily report took 255 ms
 * instead of 31 ms). ANALYZE after a bulk load (seeding) on both, and on PGlite now and then.
 */
import type { Database } from './client';

/** How often PGlite's statistics are refreshed while the api runs. */
export const PGLITE_ANALYZE_EVERY_MS = 30 * 60_000;

export async function refreshPlannerStatistics(database: Database): Promise<void> {
  await database.exec('ANALYZE');
}

/** On PGlite, refreshes the statistics every `everyMs`; answers the function that stops it. */
export function keepPlannerStatisticsFresh(database: Database, everyMs = PGLITE_ANALYZE_EVERY_MS, onError: (error: unknown) => void = () => {}): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    refreshPlannerStatistics(database).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often expired counters and revoked tokens are deleted. */
export const PRUNE_EVERY_MS = 60 * 60_000;
/** Any number that is this app's: the advisory lock one node's pruning holds (issue 22). */
const PRUNE_LOCK = 72_410_002;
/** Per-IP windows last at most an hour and failure pauses a quarter: a day is long past both. */
const COUNTER_KEPT_MS = 24 * 60 * 60_000;

/**
 * Deletes what can no longer matter: rate-limit and failure counters whose window is a day past,
 * and revocations of tokens that have expired anyway. One node at a time: the others find the
 * advisory lock taken and skip this round. Answers whether this node pruned.
 */
export async function pruneExpired(database: Pick<Database, 'withConnection'>, now: Date): Promise<boolean> {
  return database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      const [lock] = await connection.queryIds(`SELECT CASE WHEN pg_try_advisory_xact_lock(${PRUNE_LOCK}) THEN 'held' ELSE 'taken' END AS id`);
      if (lock?.id !== 'held') {
        await connection.exec('ROLLBACK');
        return false;
      }
      const counters = new Date(now.getTime() - COUNTER_KEPT_MS).toISOString();
      await connection.exec(
        `DELETE FROM rate_limit_counters WHERE window_start < '${counters}'::timestamptz; DELETE FROM revoked_tokens WHERE expires_at < '${now.toISOString()}'::timestamptz`,
      );
      await connection.exec('COMMIT');
      return true;
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}

/** Prunes every `everyMs` on every node (the lock lets one of them work); answers the stop. */
export function keepPruning(database: Database, now: () => Date, everyMs = PRUNE_EVERY_MS, onError: (error: unknown) => void = () => {}): () => void {
  const timer = setInterval(() => {
    pruneExpired(database, now()).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
