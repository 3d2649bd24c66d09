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
