import { openDatabase } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { seedScaleOrganization, scaleIds } from '../db/seed-scale';
import { facilitiesToReport } from '../services/facilities-to-report';
import { loadActiveShift } from '../services/user-shifts';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: '/tmp/prof/pgl2' });
await seedScaleOrganization(database);
await refreshPlannerStatistics(database);
const u = ((await database.db.execute(sql`select id from users where email=${scaleIds.email}`)) as any).rows[0].id;
const now = new Date();
for (let i = 0; i < 60; i++) {
  let t = performance.now();
  const shift = await loadActiveShift(database.db, 'org-scale', u, now);
  const t1 = performance.now() - t; t = performance.now();
  const list = await facilitiesToReport(database.db, 'org-scale', shift!, u, now);
  const t2 = performance.now() - t; t = performance.now();
  const json = JSON.stringify(list);
  console.log('shift', t1.toFixed(1), 'list', t2.toFixed(1), 'json', (performance.now() - t).toFixed(1), json.length);
}
await database.close();
