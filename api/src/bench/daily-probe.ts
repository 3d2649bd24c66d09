/** Probe (not committed): where the daily report's time goes. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { seedScaleOrganization, scaleIds } from '../db/seed-scale';
import { dailyReport, dailyReportQuery } from '../services/inspection-daily';
import { kolkataDate } from '../services/report-stats';

const dir = mkdtempSync(path.join(tmpdir(), 'probe-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined, dataDir: path.join(dir, 'pglite') });
await seedScaleOrganization(database);
await database.exec('VACUUM');
await refreshPlannerStatistics(database);
const to = kolkataDate(new Date());
const from = kolkataDate(new Date(Date.now() - 29 * 86_400_000));
const filter = { organizationId: scaleIds.organization, from, to };
const plan = (await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${dailyReportQuery(filter)}`)) as unknown as { rows: Record<string, string>[] };
console.info(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
for (let i = 0; i < 5; i++) await dailyReport(database.db, filter);
const N = 50;
let q = 0, all = 0, json = 0, size = 0;
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  await database.db.execute(dailyReportQuery(filter));
  const t1 = performance.now();
  const answer = await dailyReport(database.db, filter);
  const t2 = performance.now();
  const text = JSON.stringify(answer);
  const t3 = performance.now();
  q += t1 - t0; all += t2 - t1; json += t3 - t2; size = text.length;
}
console.info({ queryMs: q / N, wholeMs: all / N, jsMs: (all - q) / N, stringifyMs: json / N, jsonBytes: size });
await database.close();
