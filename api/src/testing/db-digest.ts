/**
 * A digest of what the stored rows (and the uploaded file names) have been through, so a test can
 * prove that a request changed nothing: take it before, send the request, compare after.
 *
 * The first digest of a database gives its tables a counter: triggers count, per table, every row
 * inserted or deleted, every update that changes a row's value (as the row's text; writing the same
 * values back is no change) and every truncate. Counting is part of the writing transaction, so
 * what is rolled back is not counted. A digest is then one small read: hashing every row of every
 * table cost ~54 ms a digest, and the bad-input tests take one after each of thousands of requests.
 */
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resetOrder } from '../db/migrations';

const COUNTS = 'test_row_changes';

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as Record<string, unknown>[];
  throw new Error('unexpected query result');
}

const counting = new WeakMap<Database, Promise<void>>();

/** Adds the counter table and each table's triggers (once per database). */
function countChanges(database: Database): Promise<void> {
  let installed = counting.get(database);
  if (!installed) {
    // Rate-limit counters are bookkeeping: a refused request may well count against its address.
    const tables = resetOrder.filter((name) => name !== 'rate_limit_counters');
    const statements = [
      `CREATE TABLE IF NOT EXISTS ${COUNTS} (name text PRIMARY KEY, n bigint NOT NULL)`,
      `CREATE OR REPLACE FUNCTION ${COUNTS}_count() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO ${COUNTS} VALUES (TG_TABLE_NAME, 1) ON CONFLICT (name) DO UPDATE SET n = ${COUNTS}.n + 1;
           RETURN NULL;
         END $$`,
      ...tables.flatMap((table) => [
        `CREATE OR REPLACE TRIGGER ${COUNTS}_rows AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${COUNTS}_count()`,
        `CREATE OR REPLACE TRIGGER ${COUNTS}_updates AFTER UPDATE ON ${table} FOR EACH ROW
           WHEN (OLD::text IS DISTINCT FROM NEW::text) EXECUTE FUNCTION ${COUNTS}_count()`,
        `CREATE OR REPLACE TRIGGER ${COUNTS}_truncates AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${COUNTS}_count()`,
      ]),
    ];
    installed = (async () => {
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    })();
    counting.set(database, installed);
  }
  return installed;
}

export async function databaseDigest(database: Database, uploadsDir?: string): Promise<Record<string, string>> {
  await countChanges(database);
  const digest: Record<string, string> = {};
  for (const row of rowsOf(await database.db.execute(sql.raw(`SELECT name, n::text AS n FROM ${COUNTS} ORDER BY name`)))) {
    digest[String(row.name)] = String(row.n);
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
