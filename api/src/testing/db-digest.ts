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
  for (const table of resetOrder.filter((name) => name !== 'rate_limit_counters')) {
    const result = await database.db.execute(
      sql.raw(`SELECT count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM ${table} t`),
    );
    const [row] = rowsOf(result);
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
