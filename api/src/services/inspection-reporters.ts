/**
 * The user report (issue 17): per reporter over a range of Kolkata days, the checks their shift
 * mappings expected (rules.checksBetween in SQL, as in inspection-daily.ts), the reports they made,
 * the shifts they started late or missed (api/src/rules/shift-status.ts: late when the check-in
 * came after the in-time, missed when never started and over), and the issues they raised.
 */
import { and, eq, gt, gte, lt, min, sql } from 'drizzle-orm';
import type { ReporterReportRow } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { kolkataMidnight } from './report-stats';

const DAY = 86_400_000;

interface Row {
  reporter: string;
  first_name: string;
  last_name: string;
  expected: number | string;
  actual: number | string;
  late: number | string;
  missed: number | string;
  issues: number | string;
}

export async function reporterReport(db: Db, organizationId: string, from: string, to: string, now: Date): Promise<ReporterReportRow[]> {
  const start = kolkataMidnight(from).toISOString();
  const end = new Date(kolkataMidnight(to).getTime() + DAY).toISOString();
  const result = await db.execute(sql`
    WITH mapped AS (
      SELECT s.id, s.expected_in_time, s.expected_out_time, s.check_ins, m.value->>'reporter' AS reporter,
        GREATEST(0, floor(
          (extract(epoch FROM (s.expected_out_time - s.expected_in_time))::float8 / 3600) / (m.value->>'interval')::float8 + 1e-9
        ))::int * jsonb_array_length(m.value->'facilities') AS expected
      FROM shifts s
      CROSS JOIN LATERAL jsonb_array_elements(s.mappings) m
      WHERE s.organization_id = ${organizationId}
        AND s.expected_in_time >= ${start}::timestamptz AND s.expected_in_time < ${end}::timestamptz
        AND jsonb_typeof(m.value->'interval') = 'number' AND (m.value->>'interval')::float8 > 0
        AND jsonb_typeof(m.value->'facilities') = 'array' AND m.value->>'reporter' IS NOT NULL
    ),
    per_shift AS (
      SELECT reporter, id, SUM(expected) AS expected, MIN(expected_in_time) AS expected_in, MIN(expected_out_time) AS expected_out,
        (SELECT MIN((c->>'actualInTime')::timestamptz) FROM jsonb_array_elements((array_agg(check_ins))[1]) c WHERE c->>'user' = reporter) AS checked_in
      FROM mapped GROUP BY reporter, id
    ),
    shifts_of AS (
      SELECT reporter, SUM(expected)::int AS expected,
        COUNT(*) FILTER (WHERE checked_in IS NOT NULL AND checked_in > expected_in)::int AS late,
        COUNT(*) FILTER (WHERE checked_in IS NULL AND expected_out <= ${now.toISOString()}::timestamptz)::int AS missed
      FROM per_shift GROUP BY reporter
    ),
    made AS (
      SELECT reporter_id AS reporter, COUNT(*)::int AS actual FROM reports
      WHERE organization_id = ${organizationId} AND reporter_id IS NOT NULL
        AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
      GROUP BY reporter_id
    ),
    raised AS (
      SELECT raised_by AS reporter, COUNT(*)::int AS issues FROM issues
      WHERE organization_id = ${organizationId} AND raised_by IS NOT NULL
        AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
      GROUP BY raised_by
    ),
    everyone AS (SELECT reporter FROM shifts_of UNION SELECT reporter FROM made UNION SELECT reporter FROM raised)
    SELECT e.reporter, u.first_name, u.last_name,
      COALESCE(s.expected, 0) AS expected, COALESCE(m.actual, 0) AS actual,
      COALESCE(s.late, 0) AS late, COALESCE(s.missed, 0) AS missed, COALESCE(r.issues, 0) AS issues
    FROM everyone e
    JOIN users u ON u.id = e.reporter
    JOIN memberships ms ON ms.user_id = e.reporter AND ms.organization_id = ${organizationId}
    LEFT JOIN shifts_of s ON s.reporter = e.reporter
    LEFT JOIN made m ON m.reporter = e.reporter
    LEFT JOIN raised r ON r.reporter = e.reporter
    ORDER BY u.first_name, u.last_name, e.reporter
  `);
  const rows = result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? (result.rows as Row[]) : [];
  return rows.map((row) => {
    const expectedCount = Number(row.expected);
    const actualCount = Number(row.actual);
    return {
      reporter: { _id: row.reporter, name: `${row.first_name} ${row.last_name}`.trim() },
      expectedCount,
      actualCount,
      lateShifts: Number(row.late),
      missedShifts: Number(row.missed),
      issuesRaised: Number(row.issues),
      compliance: expectedCount > 0 ? Math.min(100, Math.round((actualCount / expectedCount) * 1000) / 10) : null,
    };
  });
}

/**
 * The first instant after `now` at which the user report over the range changes with no write: the end of one of its
 * shifts (a shift never started is missed from its expected out-time on). Infinity when none is still to end.
 */
export async function reporterReportChangesAt(db: Db, organizationId: string, from: string, to: string, now: Date): Promise<number> {
  const [next] = await db
    .select({ at: min(shifts.expectedOutTime) })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        gte(shifts.expectedInTime, kolkataMidnight(from)),
        lt(shifts.expectedInTime, new Date(kolkataMidnight(to).getTime() + DAY)),
        gt(shifts.expectedOutTime, now),
      ),
    );
  return next?.at ? new Date(next.at).getTime() : Number.POSITIVE_INFINITY;
}
