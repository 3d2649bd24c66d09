/**
 * Inspections (issue 17): GET /inspections (a page, server-side filters and sorting),
 * GET /inspections/export.csv (the whole filtered set), GET /inspections/daily (expected versus
 * actual per day and facility), GET /inspections/{id} (one report in full) and
 * GET /inspections/{id}/media (its photos and voice notes), GET /inspections/reporters (the user report),
 * GET /inspections/daily/shifts (one facility's day of the daily report, shift by shift).
 *
 * Lists and the daily report need the route table's permissions; one report is readable by
 * whoever reads the organisation's reports, and by its own reporter. Everything is scoped to the
 * caller's current organisation: another organisation's report is 404, as an unknown one.
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InspectionRow } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard, guardAny, type AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { facilities, locations, reports, shifts, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { dailyReport } from '../services/inspection-daily';
import { facilityDayShifts } from '../services/inspection-day-shifts';
import { reporterReport, reporterReportChangesAt } from '../services/inspection-reporters';
import { inspectionView, reportMedia } from '../services/inspection-view';
import { kolkataDate, kolkataMidnight } from '../services/report-stats';
import { sendEntry } from '../services/answer-cache';

const DAY = 86_400_000;
/** Spec 001 §9: the last 30 days by default; at most a year at once. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** Rows in one CSV export. */
export const CSV_MAX_ROWS = 20_000;

const LIST = ['inspectionMenuView-read', 'quickPreviewMenuView-read'];
const DAILY = ['dailyReportsMenuView-read'];
/** Who reads any report of the organisation; others read only their own. */
const READERS = ['inspectionMenuView-read', 'dailyReportsMenuView-read', 'organization-read'];

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The range asked for, the last 30 days up to today (Kolkata) by default. */
export function rangeOf(now: Date, query: { from?: string; to?: string }): { from: string; to: string } {
  const to = query.to ?? kolkataDate(now);
  const from = query.from ?? kolkataDate(new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY));
  const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
  if (days < 1) throw badRequest('Invalid query. from must not be after to.');
  if (days > MAX_DAYS) throw badRequest(`Invalid query. At most ${MAX_DAYS} days at once.`);
  return { from, to };
}

/** The first instant of the next Kolkata day: when the default range moves. */
export const nextKolkataMidnight = (now: Date): number => kolkataMidnight(kolkataDate(now)).getTime() + DAY;

type ListFilter = z.output<typeof schemas.inspectionListQuerySchema>;

const issuesCount = sql<number>`jsonb_array_length(${reports.issueDetails})`;

function whereOf(organizationId: string, query: ListFilter, range: { from: string; to: string }): SQL | undefined {
  return and(
    eq(reports.organizationId, organizationId),
    gte(reports.createdAt, kolkataMidnight(range.from)),
    lt(reports.createdAt, new Date(kolkataMidnight(range.to).getTime() + DAY)),
    query.facility ? eq(reports.facilityId, query.facility) : undefined,
    query.location ? eq(facilities.locationId, query.location) : undefined,
    query.reporter ? eq(reports.reporterId, query.reporter) : undefined,
    query.type ? eq(reports.reportingType, query.type) : undefined,
    query.withIssues === true ? sql`${issuesCount} > 0` : query.withIssues === false ? sql`${issuesCount} = 0` : undefined,
  );
}

function orderOf(query: ListFilter): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const column = {
    createdAt: reports.createdAt,
    facility: facilities.name,
    reporter: users.firstName,
    issues: issuesCount,
    type: reports.reportingType,
  }[query.sort];
  return [direction(column), direction(reports.createdAt), asc(reports.id)];
}

async function listRows(
  ctx: AppContext,
  organizationId: string,
  query: ListFilter,
  range: { from: string; to: string },
  page?: { limit: number; offset: number },
) {
  const base = ctx.db
    .select({
      id: reports.id,
      facility: reports.facilityId,
      facilityName: facilities.name,
      location: facilities.locationId,
      locationName: locations.name,
      reporter: reports.reporterId,
      firstName: users.firstName,
      lastName: users.lastName,
      shift: reports.shiftId,
      shiftName: shifts.shiftName,
      reportingType: reports.reportingType,
      date: reports.date,
      time: reports.time,
      createdAt: reports.createdAt,
      issuesCount,
    })
    .from(reports)
    .innerJoin(facilities, eq(facilities.id, reports.facilityId))
    .leftJoin(locations, eq(locations.id, facilities.locationId))
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(shifts, eq(shifts.id, reports.shiftId))
    .where(whereOf(organizationId, query, range))
    .orderBy(...orderOf(query));
  const rows = await (page ? base.limit(page.limit).offset(page.offset) : base.limit(CSV_MAX_ROWS));
  return rows.map((row): InspectionRow => ({
    _id: row.id,
    facility: row.facility,
    facilityName: row.facilityName,
    location: row.location,
    locationName: row.locationName,
    reporter: row.reporter,
    reporterName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    shift: row.shift,
    shiftName: row.shiftName,
    reportingType: row.reportingType,
    date: row.date,
    time: row.time,
    createdAt: row.createdAt.toISOString(),
    issuesCount: Number(row.issuesCount),
  }));
}

/** A cell as spreadsheet programs read it: quoted, and never taken for a formula. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_HEADER = ['Date', 'Time', 'Facility', 'Location', 'Reporter', 'Shift', 'Type', 'Issues', 'Report'];

async function loadReport(ctx: AppContext, auth: AuthContext, id: string) {
  const [report] = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.organizationId, auth.organizationId)));
  const mayRead = READERS.some((permission) => auth.permissions.has(permission)) || report?.reporterId === auth.user.id || report?.submittedBy === auth.user.id;
  // Someone else's report is as unknown to a reporter as a missing one.
  if (!report || !mayRead) throw notFound('No such report.');
  return report;
}

export function inspectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A page is the same for every reader of the organisation: kept (services/answer-cache.ts) until a write or the
  // next Kolkata midnight (the default range moves).
  app.get('/inspections', { preHandler: guard(ctx, LIST) }, async (request, reply) => {
    const auth = authOf(request);
    const query = parseInput(schemas.inspectionListQuerySchema, request.query, 'query');
    const now = ctx.now();
    const range = rangeOf(now, query);
    const entry = await ctx.answers.answer(auth.organizationId, `inspections:${JSON.stringify(query)}`, now, async () => {
      const docs = await listRows(ctx, auth.organizationId, query, range, { limit: query.limit, offset: (query.page - 1) * query.limit });
      // The facility join only when the location filter needs it: counting is the costly half of a page.
      const counting = ctx.db.select({ n: count() }).from(reports);
      const [total] = await (query.location
        ? counting.innerJoin(facilities, eq(facilities.id, reports.facilityId)).where(whereOf(auth.organizationId, query, range))
        : counting.where(whereOf(auth.organizationId, query, range)));
      const page = { docs, totalDocs: total?.n ?? 0, page: query.page, limit: query.limit, ...range };
      return { json: JSON.stringify(page), changesAt: nextKolkataMidnight(now) };
    });
    return sendEntry(request, reply, entry);
  });

  app.get('/inspections/export.csv', { preHandler: guard(ctx, LIST) }, async (request, reply: FastifyReply) => {
    const auth = authOf(request);
    const query = parseInput(schemas.inspectionListQuerySchema, request.query, 'query');
    const range = rangeOf(ctx.now(), query);
    const rows = await listRows(ctx, auth.organizationId, query, range);
    const lines = [
      CSV_HEADER.map(csvCell).join(','),
      ...rows.map((row) =>
        [row.date, row.time, row.facilityName, row.locationName, row.reporterName, row.shiftName, row.reportingType, row.issuesCount, row._id]
          .map(csvCell)
          .join(','),
      ),
    ];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inspections-${range.from}-${range.to}.csv"`)
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  // The same for every reader of the organisation (the guard is the only per-user part): kept, keyed by the range it
  // resolved to and the filters, until a write or the next Kolkata midnight, when the default range moves to the new
  // day. Nothing else in it moves with the clock: a day expects the checks of all its shifts, started or not, and
  // counts the reports of its Kolkata day. Also the monthly report's source (one call per month shown).
  app.get('/inspections/daily', { preHandler: guard(ctx, DAILY) }, async (request, reply) => {
    const auth = authOf(request);
    const query = parseInput(schemas.dailyReportQuerySchema, request.query, 'query');
    const now = ctx.now();
    const range = rangeOf(now, query);
    const filter = { organizationId: auth.organizationId, ...range, facility: query.facility, location: query.location };
    const key = `daily:${JSON.stringify([range.from, range.to, filter.facility ?? null, filter.location ?? null])}`;
    const entry = await ctx.answers.answer(auth.organizationId, key, now, async () => ({
      json: JSON.stringify(await dailyReport(ctx.db, filter)),
      changesAt: nextKolkataMidnight(now),
    }));
    return sendEntry(request, reply, entry);
  });

  // One facility's day, shift by shift, when the daily report's day is opened.
  app.get('/inspections/daily/shifts', { preHandler: guard(ctx, DAILY) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.dailyShiftsQuerySchema, request.query, 'query');
    return facilityDayShifts(ctx.db, { organizationId: auth.organizationId, ...query });
  });

  // Kept as the daily report, and also until the next end of a shift of the range (a shift never started becomes
  // missed when it ends).
  app.get('/inspections/reporters', { preHandler: guard(ctx, DAILY) }, async (request, reply) => {
    const auth = authOf(request);
    const query = parseInput(schemas.dailyReportQuerySchema, request.query, 'query');
    const now = ctx.now();
    const range = rangeOf(now, query);
    const entry = await ctx.answers.answer(auth.organizationId, `reporters:${range.from}:${range.to}`, now, async () => {
      const rows = await reporterReport(ctx.db, auth.organizationId, range.from, range.to, now);
      const shiftEnd = await reporterReportChangesAt(ctx.db, auth.organizationId, range.from, range.to, now);
      return { json: JSON.stringify({ ...range, rows }), changesAt: Math.min(nextKolkataMidnight(now), shiftEnd) };
    });
    return sendEntry(request, reply, entry);
  });

  app.get('/inspections/:id', { preHandler: guardAny(ctx, [...READERS, 'reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    return inspectionView(ctx.db, await loadReport(ctx, auth, id));
  });

  app.get('/inspections/:id/media', { preHandler: guardAny(ctx, [...READERS, 'reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    return reportMedia(await loadReport(ctx, auth, id));
  });
}
