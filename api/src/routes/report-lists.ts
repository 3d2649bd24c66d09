/**
 * GET /reports/ (paged list: `page`, `limit`, `facility`, `from`, `to`) and
 * GET /reports/count?user=&expectedInTime=&expectedOutTime= (reportsCount).
 * The list is the organisation's for people who read reports (organization-read or
 * dailyReportsMenuView-read) and the caller's own for reporters (reporting-read).
 */
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { StoredReport } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { z } from 'zod';
import { authOf, guard, guardAny } from '../auth/guard';
import type { AppContext } from '../context';
import { facilities, issues, reports } from '../db/schema';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validate';
import { requireMember } from '../services/lookups';

// A real moment (2026-02-31 is refused, not rolled over to March).
const instant = z
  .string()
  .max(40)
  .refine((value) => schemas.isRealIsoDate(value), 'expected a real date-time')
  .transform((value) => new Date(value));
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  facility: z.string().min(1).max(100).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
const countQuery = z.object({ user: z.string().min(1).max(100), expectedInTime: instant.optional(), expectedOutTime: instant.optional() });
const READERS = ['organization-read', 'dailyReportsMenuView-read'];

export function reportListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list: RouteHandlerMethod = async (request) => {
    const auth = authOf(request);
    const query = parseInput(listQuery, request.query, 'query');
    const everyone = READERS.some((permission) => auth.permissions.has(permission));
    const where = and(
      eq(reports.organizationId, auth.organizationId),
      everyone ? undefined : eq(reports.reporterId, auth.user.id),
      query.facility ? eq(reports.facilityId, query.facility) : undefined,
      query.from ? gte(reports.createdAt, query.from) : undefined,
      query.to ? lte(reports.createdAt, query.to) : undefined,
    );
    const rows = await ctx.db
      .select({ report: reports, facilityName: facilities.name })
      .from(reports)
      .innerJoin(facilities, eq(facilities.id, reports.facilityId))
      .where(where)
      .orderBy(desc(reports.createdAt), reports.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await ctx.db.select({ n: count() }).from(reports).where(where);
    const ids = rows.map((row) => row.report.id);
    const issueCounts = ids.length
      ? await ctx.db.select({ reportId: issues.reportId, n: count() }).from(issues).where(inArray(issues.reportId, ids)).groupBy(issues.reportId)
      : [];
    const issuesOf = new Map(issueCounts.map((row) => [row.reportId, row.n]));
    const docs = rows.map(({ report, facilityName }): StoredReport => ({
      _id: report.id,
      localId: report.localId,
      facility: report.facilityId,
      facilityName,
      reporter: report.reporterId,
      shift: report.shiftId,
      reportingType: report.reportingType,
      date: report.date,
      time: report.time,
      issuesCount: issuesOf.get(report.id) ?? 0,
      createdAt: report.createdAt.toISOString(),
    }));
    return { docs, totalDocs: total?.n ?? 0, page: query.page, limit: query.limit };
  };
  app.get('/reports/', { preHandler: guardAny(ctx, [...READERS, 'reporting-read']) }, list);
  app.get('/reports', { preHandler: guardAny(ctx, [...READERS, 'reporting-read']) }, list);

  app.get('/reports/count', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(countQuery, request.query, 'query');
    if (query.user !== auth.user.id) {
      if (!auth.permissions.has('user-read')) throw forbidden("Not enough permissions: user-read is required to count another user's reports.");
      await requireMember(ctx.db, auth.organizationId, query.user, 'user');
    }
    const [row] = await ctx.db
      .select({ n: count() })
      .from(reports)
      .where(
        and(
          eq(reports.organizationId, auth.organizationId),
          eq(reports.reporterId, query.user),
          query.expectedInTime ? gte(reports.createdAt, query.expectedInTime) : undefined,
          query.expectedOutTime ? lte(reports.createdAt, query.expectedOutTime) : undefined,
        ),
      );
    return { reportsCount: row?.n ?? 0 };
  });
}
