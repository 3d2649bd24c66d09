/**
 * GET /inspections/daily/shifts: one facility's Kolkata day of the daily report, shift by shift.
 * The same rules as the daily report (services/inspection-daily.ts), so the day's totals are its
 * cell: a shift belongs to the day of its expected in-time, retired shifts expect nothing, each
 * mapping listing the facility expects rules.checksBetween over the shift, and every report of the
 * facility on that day (reports.kolkata_day) is a check made.
 *
 * A report is counted in the shift the server attributed it to at submit (reports.shift_id) when that
 * shift is one of the day's; otherwise in the first of the day's shifts it was made in (between
 * expected in and out); otherwise it was made outside every shift (outsideShifts).
 */
import { and, asc, eq, inArray, isNull, gte, lt, sql } from 'drizzle-orm';
import type { DailyShift, DailyShiftReport, DailyShiftsAnswer } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { rules } from '../contracts';
import { facilities, reports, shifts, users } from '../db/schema';
import { notFound } from '../http/errors';
import { kolkataMidnight } from './report-stats';

const DAY = 86_400_000;
/** More shifts of one facility on one day than anyone schedules; a bound on the answer. */
export const MAX_DAY_SHIFTS = 50;
/** Reports of one facility on one day counted at most (far above any real day). */
const MAX_DAY_REPORTS = 5_000;

export interface DayShiftsFilter {
  organizationId: string;
  facility: string;
  date: string;
  page: number;
  limit: number;
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function facilityDayShifts(db: Db, filter: DayShiftsFilter): Promise<DailyShiftsAnswer> {
  const [place] = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.id, filter.facility), eq(facilities.organizationId, filter.organizationId)));
  // Another organisation's facility is as unknown as a missing one.
  if (!place) throw notFound('No such facility.');
  const start = kolkataMidnight(filter.date);
  const shiftRows = await db
    .select({ id: shifts.id, shiftName: shifts.shiftName, in: shifts.expectedInTime, out: shifts.expectedOutTime, mappings: shifts.mappings })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, filter.organizationId),
        isNull(shifts.retiredAt),
        gte(shifts.expectedInTime, start),
        lt(shifts.expectedInTime, new Date(start.getTime() + DAY)),
        sql`${shifts.mappings} @> ${JSON.stringify([{ facilities: [place.id] }])}::jsonb`,
      ),
    )
    .orderBy(asc(shifts.expectedInTime), asc(shifts.id))
    .limit(MAX_DAY_SHIFTS);

  const made = await db
    .select({ id: reports.id, shiftId: reports.shiftId, createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.organizationId, filter.organizationId), eq(reports.kolkataDay, filter.date), eq(reports.facilityId, place.id)))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(MAX_DAY_REPORTS);
  const dayShiftIds = new Set(shiftRows.map((row) => row.id));
  const shiftOf = (report: (typeof made)[number]): string | null =>
    report.shiftId && dayShiftIds.has(report.shiftId)
      ? report.shiftId
      : (shiftRows.find((row) => row.in.getTime() <= report.createdAt.getTime() && report.createdAt.getTime() < row.out.getTime())?.id ?? null);
  const countedIn = new Map<string | null, number>();
  const shiftByReport = new Map<string, string | null>();
  for (const report of made) {
    const shift = shiftOf(report);
    shiftByReport.set(report.id, shift);
    countedIn.set(shift, (countedIn.get(shift) ?? 0) + 1);
  }

  const reporterIds = [...new Set(shiftRows.flatMap((row) => row.mappings.filter((m) => m.facilities.includes(place.id)).map((m) => m.reporter ?? '')))].filter(
    Boolean,
  );
  const people = reporterIds.length
    ? await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, reporterIds))
    : [];
  const nameById = new Map(people.map((person) => [person.id, nameOf(person.first, person.last)]));

  const dayShifts = shiftRows.map((row): DailyShift => {
    const listing = row.mappings.filter((m) => m.facilities.includes(place.id) && typeof m.interval === 'number' && m.interval > 0);
    // As the daily report's SQL: one count per time a mapping lists the facility.
    const expectedCount = listing.reduce(
      (sum, m) => sum + m.facilities.filter((id) => id === place.id).length * rules.checksBetween(row.in.getTime(), row.out.getTime(), m.interval),
      0,
    );
    const actualCount = countedIn.get(row.id) ?? 0;
    const reporters = [...new Set(listing.map((m) => m.reporter ?? ''))].filter(Boolean).map((id) => ({ _id: id, name: nameById.get(id) || id }));
    return {
      _id: row.id,
      shiftName: row.shiftName,
      expectedInTime: row.in.toISOString(),
      expectedOutTime: row.out.toISOString(),
      expectedCount,
      actualCount,
      missedCount: Math.max(0, expectedCount - actualCount),
      reporters,
    };
  });

  const offset = (filter.page - 1) * filter.limit;
  const pageIds = made.slice(offset, offset + filter.limit).map((report) => report.id);
  const pageRows = pageIds.length
    ? await db
        .select({
          id: reports.id,
          reporter: reports.reporterId,
          first: users.firstName,
          last: users.lastName,
          reportingType: reports.reportingType,
          createdAt: reports.createdAt,
          issuesCount: sql<number>`jsonb_array_length(${reports.issueDetails})`,
        })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.reporterId))
        .where(and(eq(reports.organizationId, filter.organizationId), inArray(reports.id, pageIds)))
        .orderBy(asc(reports.createdAt), asc(reports.id))
    : [];
  const dayReports = pageRows.map((row): DailyShiftReport => ({
    _id: row.id,
    shift: shiftByReport.get(row.id) ?? null,
    reporter: row.reporter,
    reporterName: row.first === null ? null : nameOf(row.first, row.last),
    reportingType: row.reportingType,
    createdAt: row.createdAt.toISOString(),
    issuesCount: Number(row.issuesCount),
  }));

  return {
    facility: place.id,
    facilityName: place.name,
    date: filter.date,
    expectedCount: dayShifts.reduce((sum, shift) => sum + shift.expectedCount, 0),
    actualCount: made.length,
    shifts: dayShifts,
    outsideShifts: countedIn.get(null) ?? 0,
    reports: dayReports,
    totalReports: made.length,
    page: filter.page,
    limit: filter.limit,
  };
}
