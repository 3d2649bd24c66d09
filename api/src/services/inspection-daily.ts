/**
 * The daily report: per Kolkata day and facility, the checks the shift mappings expected and the
 * reports made, computed in one grouped SQL query and answered as a compact facilities x days matrix
 * (one row per facility with a count per day), not one object per day and facility: 200 facilities
 * over 30 days were 6 000 objects and 900 KB of JSON, now 200 rows of small arrays.
 *
 * Reports made are read from report_day_counts (per organisation, Kolkata day and facility), which
 * services/report-store.ts keeps in step with every report it stores: 6 000 counts for 200 facilities
 * over 30 days instead of 24 000 reports to count (on PostgreSQL the query went from 12 ms to ~2 ms,
 * and the bench's p99 under 10 connections from ~150-180 ms to under 100 ms).
 *
 * A retired shift (issue 20: retired_at set, gone from every list and from the shift's reporters'
 * days) expects nothing, as in /reports/statistics/time (services/report-stats.ts).
 *
 * Expected checks per mapping are rules.checksBetween (shared-contracts/src/rules/checks-per-shift.ts)
 * written in SQL: floor(shift hours / interval + 1e-9), times the mapping's facilities. Both use
 * IEEE doubles the same way, and inspections.test.ts runs the rule's table of cases
 * (checksPerShiftCases) through this query, so the two cannot drift apart.
 */
import { sql } from 'drizzle-orm';
import type { DailyReportAnswer, DailyReportFacility } from 'shared-contracts/schemas';
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

/** One facility: the days (0-based from `from`) with a check expected, and with a check made, and their counts. */
interface Row {
  facility_id: string;
  facility_name: string;
  expected_days: unknown;
  expected: unknown;
  actual_days: unknown;
  actual: unknown;
}

function rowsOf(result: unknown): Row[] {
  return result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? (result.rows as Row[]) : [];
}

/** PGlite answers int[] as arrays; node-postgres too, but a text form is parsed here should a driver send one. */
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number) : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : [];

const percent = (actual: number, expected: number) => (expected > 0 ? Math.min(100, Math.round((actual / expected) * 1000) / 10) : null);

/** The daily report's one query (apart, so it can be run under EXPLAIN ANALYZE). */
export function dailyReportQuery(filter: DailyReportFilter) {
  const start = kolkataMidnight(filter.from).toISOString();
  const end = new Date(kolkataMidnight(filter.to).getTime() + DAY).toISOString();
  const facility = filter.facility ?? null;
  const location = filter.location ?? null;
  // The places are joined after grouping (200 rows), not tested per report; a facility filter also
  // narrows the scans themselves.
  return sql`
    WITH places AS (
      SELECT f.id, f.name FROM facilities f
      WHERE f.organization_id = ${filter.organizationId}
        AND (${facility}::text IS NULL OR f.id = ${facility}::text)
        AND (${location}::text IS NULL OR f.location_id = ${location}::text)
    ),
    expected AS (
      SELECT fac.value AS facility_id, (s.expected_in_time AT TIME ZONE 'Asia/Kolkata')::date - ${filter.from}::date AS d,
        SUM(GREATEST(0, floor(
          (extract(epoch FROM (s.expected_out_time - s.expected_in_time))::float8 / 3600) / (m.value->>'interval')::float8 + 1e-9
        )))::int AS n
      FROM shifts s
      CROSS JOIN LATERAL jsonb_array_elements(s.mappings) m
      CROSS JOIN LATERAL jsonb_array_elements_text(m.value->'facilities') fac
      WHERE s.organization_id = ${filter.organizationId} AND s.retired_at IS NULL
        AND s.expected_in_time >= ${start}::timestamptz AND s.expected_in_time < ${end}::timestamptz
        AND jsonb_typeof(m.value->'interval') = 'number' AND (m.value->>'interval')::float8 > 0
        AND (${facility}::text IS NULL OR fac.value = ${facility}::text)
      GROUP BY 1, 2
    ),
    actual AS (
      SELECT c.facility_id, c.kolkata_day - ${filter.from}::date AS d, c.reports AS n
      FROM report_day_counts c
      WHERE c.organization_id = ${filter.organizationId}
        AND c.kolkata_day >= ${filter.from}::date AND c.kolkata_day <= ${filter.to}::date
        AND (${facility}::text IS NULL OR c.facility_id = ${facility}::text)
    ),
    -- Per facility, its days and their counts as two arrays aggregated over the same rows (so aligned),
    -- expected and actual apart: joined per facility (200 rows), not per day and facility.
    expected_of AS (SELECT facility_id, array_agg(d) AS days, array_agg(n) AS counts FROM expected GROUP BY facility_id),
    actual_of AS (SELECT facility_id, array_agg(d) AS days, array_agg(n) AS counts FROM actual GROUP BY facility_id)
    SELECT p.id AS facility_id, p.name AS facility_name,
      e.days AS expected_days, e.counts AS expected, a.days AS actual_days, a.counts AS actual
    FROM places p
    LEFT JOIN expected_of e ON e.facility_id = p.id
    LEFT JOIN actual_of a ON a.facility_id = p.id
    WHERE e.facility_id IS NOT NULL OR a.facility_id IS NOT NULL
    ORDER BY p.name, p.id
  `;
}

export async function dailyReport(db: Db, filter: DailyReportFilter): Promise<DailyReportAnswer> {
  const dayCount = Math.round((Date.parse(filter.to) - Date.parse(filter.from)) / DAY) + 1;
  const result = await db.execute(dailyReportQuery(filter));
  const facilities = rowsOf(result).map((row) => facilityOf(row, dayCount));
  return { from: filter.from, to: filter.to, days: totalsByDay(filter.from, dayCount, facilities), facilities };
}

/** Sparse (days, counts) as one count per day of the range. */
function spread(days: unknown, counts: unknown, dayCount: number): number[] {
  const perDay = new Array<number>(dayCount).fill(0);
  const values = numbers(counts);
  numbers(days).forEach((d, i) => {
    if (d >= 0 && d < dayCount) perDay[d] = values[i] ?? 0;
  });
  return perDay;
}

function facilityOf(row: Row, dayCount: number): DailyReportFacility {
  const expected = spread(row.expected_days, row.expected, dayCount);
  const actual = spread(row.actual_days, row.actual, dayCount);
  let expectedCount = 0;
  let actualCount = 0;
  let missedCount = 0;
  for (let d = 0; d < dayCount; d += 1) {
    const e = expected[d] ?? 0;
    const a = actual[d] ?? 0;
    expectedCount += e;
    actualCount += a;
    missedCount += Math.max(0, e - a);
  }
  return {
    facility: row.facility_id,
    facilityName: row.facility_name,
    expected,
    actual,
    expectedCount,
    actualCount,
    missedCount,
    compliance: percent(actualCount, expectedCount),
  };
}

/** One entry per day of the range, zeros included, oldest first (what a chart draws). */
function totalsByDay(from: string, dayCount: number, facilities: DailyReportFacility[]): DailyReportAnswer['days'] {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: dayCount }, (_, d) => {
    let expectedCount = 0;
    let actualCount = 0;
    for (const facility of facilities) {
      expectedCount += facility.expected[d] ?? 0;
      actualCount += facility.actual[d] ?? 0;
    }
    return { date: new Date(first + d * DAY).toISOString().slice(0, 10), expectedCount, actualCount };
  });
}
