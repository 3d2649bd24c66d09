/**
 * A store for @fastify/rate-limit that keeps the per-IP counters in PostgreSQL (issue 22): behind a
 * load balancer every api node counts the same requests, so three nodes do not allow three times
 * the limit. One statement per request, atomic under concurrency (INSERT … ON CONFLICT DO UPDATE).
 * PGlite (one node) keeps the plugin's in-memory store.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FailureStore } from './rate-limits';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;
/** The route a child store counts for: the plugin passes its merged options with `routeInfo`. */
function routeKeyOf(options: unknown): string {
  const info = options && typeof options === 'object' && 'routeInfo' in options ? options.routeInfo : undefined;
  if (!info || typeof info !== 'object') return '';
  const url = 'url' in info && typeof info.url === 'string' ? info.url : '';
  const method = 'method' in info ? [info.method].flat().map(String).join(',') : '';
  return url ? `${method} ${url}|` : '';
}

function rowsOf(result: unknown): { count: number | string; window_start: string | Date }[] {
  return result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
}

/** The store class the plugin instantiates (`store:` option), bound to a database and a clock. */
export function postgresRateLimitStore(db: Db, now: () => number = Date.now) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    constructor(options?: unknown) {
      this.prefix = routeKeyOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const started = new Date(at).toISOString();
      const expired = new Date(at - timeWindow).toISOString();
      db.execute(
        sql`INSERT INTO rate_limit_counters (key, count, window_start) VALUES (${this.prefix + key}, 1, ${started}::timestamptz)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN rate_limit_counters.window_start <= ${expired}::timestamptz THEN 1 ELSE rate_limit_counters.count + 1 END,
              window_start = CASE WHEN rate_limit_counters.window_start <= ${expired}::timestamptz THEN ${started}::timestamptz ELSE rate_limit_counters.window_start END
            RETURNING count, window_start`,
      ).then(
        (result) => {
          const [row] = rowsOf(result);
          if (!row) return callback(new Error('rate limit counter: no row'));
          const windowStart = new Date(row.window_start).getTime();
          callback(null, { current: Number(row.count), ttl: Math.max(0, windowStart + timeWindow - at) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): PostgresRateLimitStore {
      return new PostgresRateLimitStore(options);
    }
  };
}

/**
 * Per-account failure counts (http/rate-limits.ts FailureLimiter) in the same table, under their
 * own key prefix: a guesser spread over three api nodes is paused after the same five failures.
 */
export function postgresFailureStore(db: Db, prefix = 'failures:'): FailureStore {
  return {
    async read(key, now) {
      const result = await db.execute(sql`SELECT count, window_start FROM rate_limit_counters WHERE key = ${prefix + key}`);
      const [row] = rowsOf(result);
      const until = row ? new Date(row.window_start).getTime() : 0;
      return row && until > now ? { count: Number(row.count), until } : null;
    },
    async add(key, now, windowMs) {
      // window_start holds when the window ends here: a failure after it starts a new one.
      const at = new Date(now).toISOString();
      const until = new Date(now + windowMs).toISOString();
      await db.execute(
        sql`INSERT INTO rate_limit_counters (key, count, window_start) VALUES (${prefix + key}, 1, ${until}::timestamptz)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN rate_limit_counters.window_start <= ${at}::timestamptz THEN 1 ELSE rate_limit_counters.count + 1 END,
              window_start = CASE WHEN rate_limit_counters.window_start <= ${at}::timestamptz THEN ${until}::timestamptz ELSE rate_limit_counters.window_start END`,
      );
    },
    async clear(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${prefix + key}`);
    },
  };
}
