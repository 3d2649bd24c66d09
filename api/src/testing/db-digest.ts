/**
 * A digest of every stored row (and every uploaded file name), so a test can prove that a request
 * changed nothing: take it before, send the request, compare after.
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resetOrder } from '../db/migrations';

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('unexpected query result');
}

export async function databaseDigest(database: Database, uploadsDir?: string): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  // Rate-limit counters are bookkeeping: a refused request may well count against its address.
  const tables = resetOrder.filter((name) => name !== 'rate_limit_counters');
  // One statement for every table (one round trip instead of one per table: the bad-input tests
  // take a digest before and after each of thousands of requests).
  const result = await database.db.execute(
    sql.raw(
      tables
        .map((table) => `SELECT '${table}' AS name, count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM ${table} t`)
        .join(' UNION ALL '),
    ),
  );
  const rows = rowsOf(result);
  for (const table of tables) {
    const row = rows.find((candidate) => candidate.name === table);
    digest[table] = `${String(row?.n)}:${String(row?.h)}`;
  }
  digest.uploadFiles = uploadsDir ? listFiles(uploadsDir).join(',') : '';
  return digest;
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return []; // no upload yet: the folder does not exist
  }
}
