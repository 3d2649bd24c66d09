/**
 * The one place reports are stored. Each insert also adds to report_day_counts (reports per
 * organisation, Kolkata day and facility) in the same transaction, so the daily report reads a few
 * thousand counts instead of counting every report of its range, and the two never disagree: a
 * report that was not inserted (a retry of a stored localId) is not counted. The day is the one the
 * database derived for the report (reports.kolkata_day), returned by the insert itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reportDayCounts, reports } from '../db/schema';

export type NewReport = typeof reports.$inferInsert;

interface Stored {
  id: string;
  organizationId: string;
  kolkataDay: string | null;
  facilityId: string;
}

const storedColumns = { id: reports.id, organizationId: reports.organizationId, kolkataDay: reports.kolkataDay, facilityId: reports.facilityId };

/** Adds the stored reports to their days' counts (one upsert for all). */
async function count(tx: Db, stored: Stored[]): Promise<void> {
  const perDay = new Map<string, { organizationId: string; kolkataDay: string; facilityId: string; reports: number }>();
  for (const row of stored) {
    if (!row.kolkataDay) continue;
    const key = `${row.organizationId}\u0000${row.kolkataDay}\u0000${row.facilityId}`;
    const entry = perDay.get(key) ?? { organizationId: row.organizationId, kolkataDay: row.kolkataDay, facilityId: row.facilityId, reports: 0 };
    entry.reports += 1;
    perDay.set(key, entry);
  }
  const values = [...perDay.values()];
  for (let i = 0; i < values.length; i += 500) {
    await tx
      .insert(reportDayCounts)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [reportDayCounts.organizationId, reportDayCounts.kolkataDay, reportDayCounts.facilityId],
        set: { reports: sql`${reportDayCounts.reports} + excluded.reports` },
      });
  }
}

/**
 * Stores one report unless its sender already stored that localId (ON CONFLICT DO NOTHING: a retry,
 * or a concurrent submit of the same report that won). Answers the new id, or null when nothing was stored.
 */
export async function storeReport(db: Db, row: NewReport): Promise<string | null> {
  return db.transaction(async (tx) => {
    const stored = await tx.insert(reports).values(row).onConflictDoNothing().returning(storedColumns);
    await count(tx, stored);
    return stored[0]?.id ?? null;
  });
}

/** Stores many new reports at once (the seeds), in slices of 500 rows, with their counts, in one transaction. */
export async function storeReports(db: Db, rows: NewReport[]): Promise<void> {
  await db.transaction(async (tx) => {
    const stored: Stored[] = [];
    for (let i = 0; i < rows.length; i += 500)
      stored.push(
        ...(await tx
          .insert(reports)
          .values(rows.slice(i, i + 500))
          .returning(storedColumns)),
      );
    await count(tx, stored);
  });
}

/**
 * The counts as the reports say (what migration 0014 filled the table with). For when report times
 * move as a whole (db/rebase.ts moves the demo data to now), and for tests that compare the two.
 */
export const recountSql = sql`SELECT organization_id, kolkata_day, facility_id, count(*)::int AS reports FROM reports GROUP BY 1, 2, 3`;

export async function recountReportDays(tx: Db): Promise<void> {
  await tx.execute(sql`DELETE FROM report_day_counts`);
  await tx.execute(sql`INSERT INTO report_day_counts (organization_id, kolkata_day, facility_id, reports) ${recountSql}`);
}
