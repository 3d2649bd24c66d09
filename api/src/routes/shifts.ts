/**
 * PUT /users/shifts/{id}/start, PUT /users/shifts/{id}/end, GET /shifts/count/{shiftId}, GET /shifts,
 * GET /shifts/{id}, GET /shifts/shiftReporterDetail?facilityId=.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { rules, schemas } from '../contracts';
import type { AppContext } from '../context';
import { reports, shifts } from '../db/schema';
import { conflict } from '../http/errors';
import { parseInput } from '../http/validate';
import { facilityIntervals } from '../services/facilities-to-report';
import { findMemberRef, loadActiveFacility, requireShift } from '../services/lookups';
import { shiftDirectory } from '../services/shift-directory';
import { findCurrentReporter, loadOrganizationShifts, loadOwnShift as loadOwnShiftRow, toShiftView, withStatus } from '../services/user-shifts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const reporterDetailQuery = z.object({ facilityId: z.string().min(1).max(100) });
const END_ALLOWED_BEFORE_OUT_MS = 15 * 60_000;

export function shiftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const loadOwnShift = (organizationId: string, userId: string, id: string) => loadOwnShiftRow(ctx.db, organizationId, userId, id);

  app.put('/users/shifts/:id/start', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.startShiftBodySchema, request.body ?? {});
    const row = await loadOwnShift(auth.organizationId, auth.user.id, id);
    const now = ctx.now();
    if (row.checkIns.some((c) => c.user === auth.user.id)) throw conflict('Shift already started.');
    if (now.getTime() >= row.expectedOutTime.getTime()) throw conflict('This shift is over.');
    const facilities = [...facilityIntervals(withStatus(row, auth.user.id, now), auth.user.id).keys()];
    const checkIns = [
      ...row.checkIns,
      { user: auth.user.id, facilities, actualInTime: now.toISOString(), fingerPrint: body.fingerPrint ?? null, userAgent: body.userAgent ?? null },
    ];
    await ctx.db.update(shifts).set({ checkIns }).where(eq(shifts.id, row.id));
    return { status: true, shift: toShiftView(withStatus({ ...row, checkIns }, auth.user.id, now)) };
  });

  app.put('/users/shifts/:id/end', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await loadOwnShift(auth.organizationId, auth.user.id, id);
    const now = ctx.now();
    const mine = row.checkIns.find((c) => c.user === auth.user.id);
    if (!mine) throw conflict('Shift not started.');
    if (mine.actualOutTime) throw conflict('Shift already ended.');
    if (now.getTime() < row.expectedOutTime.getTime() - END_ALLOWED_BEFORE_OUT_MS) {
      throw conflict('A shift can be ended from 15 minutes before its end time.');
    }
    const checkIns = row.checkIns.map((c) => (c.user === auth.user.id ? { ...c, actualOutTime: now.toISOString() } : c));
    await ctx.db.update(shifts).set({ checkIns }).where(eq(shifts.id, row.id));
    return { status: true, shift: toShiftView(withStatus({ ...row, checkIns }, auth.user.id, now)) };
  });

  app.get('/shifts/count/:id', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await loadOwnShift(auth.organizationId, auth.user.id, id);
    const intervals = facilityIntervals(withStatus(row, auth.user.id, ctx.now()), auth.user.id);
    let expectedReports = 0;
    for (const interval of intervals.values()) expectedReports += rules.checksBetween(row.expectedInTime.getTime(), row.expectedOutTime.getTime(), interval);
    const ids = [...intervals.keys()];
    const made = ids.length
      ? await ctx.db
          .select({ id: reports.id })
          .from(reports)
          .where(
            and(
              eq(reports.organizationId, auth.organizationId),
              inArray(reports.facilityId, ids),
              gte(reports.createdAt, row.expectedInTime),
              lte(reports.createdAt, row.expectedOutTime),
            ),
          )
      : [];
    const actualReports = made.length;
    return { fraction: expectedReports ? actualReports / expectedReports : 0, actualReports, expectedReports };
  });

  // Who reports a facility now (ad-hoc reports). A static path: the router prefers it to /shifts/:id.
  app.get('/shifts/shiftReporterDetail', { preHandler: guard(ctx, ['adhoc-read']) }, async (request) => {
    const auth = authOf(request);
    const { facilityId } = parseInput(reporterDetailQuery, request.query, 'query');
    await loadActiveFacility(ctx.db, auth.organizationId, facilityId);
    const now = ctx.now();
    const found = await findCurrentReporter(ctx.db, auth.organizationId, facilityId, now);
    if (!found?.mapping.reporter) return { user: null, shift: null };
    const user = await findMemberRef(ctx.db, auth.organizationId, found.mapping.reporter);
    return { user, shift: toShiftView(withStatus(found.shift, found.mapping.reporter, now)) };
  });

  app.get('/shifts', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const now = ctx.now();
    const rows = await loadOrganizationShifts(ctx.db, auth.organizationId, now);
    return rows.map((row) => toShiftView(withStatus(row, auth.user.id, now)));
  });

  app.get('/shifts/:id', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await requireShift(ctx.db, auth.organizationId, id);
    return {
      ...toShiftView(withStatus(row, auth.user.id, ctx.now())),
      weekdays: row.weekdays,
      directory: await shiftDirectory(ctx.db, auth.organizationId, row),
    };
  });
}
