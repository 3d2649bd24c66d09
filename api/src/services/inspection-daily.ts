/**
 * The daily report: per Kolkata day and facility, the checks the shift mappings expected and the
 * reports made, computed in SQL over the indexed (organisation, time) columns.
 *
 * Expected checks per mapping are rules.checksBetween (shared-contracts/src/rules/checks-per-shift.ts)
 * written in SQL: floor(shift hours / interval + 1e-9), times the mapping's facilities. Both use
 * IEEE doubles the same way, and inspections-daily.test.ts runs the rule's table of cases
 * (checksPerShiftCases) through this query, so the two cannot drift apart.
 */
import { sql } from 'drizzle-orm';
import type { DailyReportAnswer, DailyReportRow } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { kolkataMidnight } from './report-stats';

const DAY = 86_400_000;

export interface DailyReportFilter {
  organizationId: string;
  /** Kolkata days 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
  facility?: string;
  location?: string;
}

interface Row {
  day: string;
  facility_id: string;
  facility_name: string;
  expected: number | string;
  actual: number | string;
}

function rowsOf(result: unknown): Row[] {
  return result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? (result.rows as Row[]) : [];
}

export async function dailyReport(db: Db, filter: DailyReportFilter): Promise<DailyReportAnswer> {
  const start = kolkataMidnight(filter.from).toISOString();
  const end = new Date(kolkataMidnight(filter.to).getTime() + DAY).toISOString();
  const facility = filter.facility ?? null;
  const location = filter.location ?? null;
  const result = await db.execute(sql`
    WITH places AS (
      SELECT f.id, f.name FROM facilities f
      WHERE f.organization_id = ${filter.organizationId}
        AND (${facility}::text IS NULL OR f.id = ${facility}::text)
        AND (${location}::text IS NULL OR f.location_id = ${location}::text)
    ),
    expected AS (
      SELECT to_char(s.expected_in_time AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, fac.value AS facility_id,
        SUM(GREATEST(0, floor(
          (extract(epoch FROM (s.expected_out_time - s.expected_in_time))::float8 / 3600) / (m.value->>'interval')::float8 + 1e-9
        )))::int AS n
      FROM shifts s
      CROSS JOIN LATERAL jsonb_array_elements(s.mappings) m
      CROSS JOIN LATERAL jsonb_array_elements_text(m.value->'facilities') fac
      WHERE s.organization_id = ${filter.organizationId}
        AND s.expected_in_time >= ${start}::timestamptz AND s.expected_in_time < ${end}::timestamptz
        AND jsonb_typeof(m.value->'interval') = 'number' AND (m.value->>'interval')::float8 > 0
        AND fac.value IN (SELECT id FROM places)
      GROUP BY 1, 2
    ),
    actual AS (
      -- Grouped by the Kolkata date first and formatted once per group, not once per report.
      SELECT to_char(g.kolkata_day, 'YYYY-MM-DD') AS day, g.facility_id, g.n
      FROM (
        SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date AS kolkata_day, r.facility_id, count(*)::int AS n
        FROM reports r
        WHERE r.organization_id = ${filter.organizationId}
          AND r.created_at >= ${start}::timestamptz AND r.created_at < ${end}::timestamptz
          AND r.facility_id IN (SELECT id FROM places)
        GROUP BY 1, 2
      ) g
    )
    SELECT COALESCE(e.day, a.day) AS day, p.id AS facility_id, p.name AS facility_name,
      COALESCE(e.n, 0) AS expected, COALESCE(a.n, 0) AS actual
    FROM expected e
    FULL JOIN actual a ON a.day = e.day AND a.facility_id = e.facility_id
    JOIN places p ON p.id = COALESCE(e.facility_id, a.facility_id)
    ORDER BY 1 DESC, p.name, p.id
  `);
  const rows = rowsOf(result).map((row): DailyReportRow => {
    const expectedCount = Number(row.expected);
    const actualCount = Number(row.actual);
    return {
      date: row.day,
      facility: row.facility_id,
      facilityName: row.facility_name,
      expectedCount,
      actualCount,
      missedCount: Math.max(0, expectedCount - actualCount),
      compliance: expectedCount > 0 ? Math.min(100, Math.round((actualCount / expectedCount) * 1000) / 10) : null,
    };
  });
  return { from: filter.from, to: filter.to, rows, days: totalsByDay(filter.from, filter.to, rows) };
}

/** One entry per day of the range, zeros included, oldest first (what a chart draws). */
function totalsByDay(from: string, to: string, rows: DailyReportRow[]): DailyReportAnswer['days'] {
  const days = new Map<string, { date: string; actualCount: number; expectedCount: number }>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.set(date, { date, actualCount: 0, expectedCount: 0 });
  }
  for (const row of rows) {
    const day = days.get(row.date);
    if (!day) continue;
    day.actualCount += row.actualCount;
    day.expectedCount += row.expectedCount;
  }
  return [...days.values()];
}
