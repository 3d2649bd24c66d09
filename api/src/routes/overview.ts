/**
 * The organisation overview (details popup, picker charts): GET /organizations/{id}/facilities/count,
 * /organizations/{id}/users/count, GET /issues?organization=, GET /feedbacks?organization=&reviewType=,
 * GET /reports/statistics/time?organization=&from=&to=. Any organisation the caller belongs to, with
 * the permission there (auth/org-access.ts).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedbackOverview, IssueOverview } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { facilities, feedbacks, issues, memberships } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { kolkataDate, reportStatistics } from '../services/report-stats';

const DAY = 86_400_000;
/** Lists answer the newest this many. */
export const OVERVIEW_LIST_LIMIT = 1000;
/** Statistics cover the last 30 days by default (spec 001 §9), at most a year. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

const orgQuery = z.object({ organization: z.string().min(1).max(100) });
const feedbackQuery = orgQuery.extend({ reviewType: z.optional(schemas.reviewTypeSchema) });
// A real calendar day (2026-02-31 is refused, not rolled over to March).
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((d) => schemas.isRealIsoDate(d), 'not a real date');
const statsQuery = orgQuery.extend({ from: dateSchema.optional(), to: dateSchema.optional() });

export function overviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/organizations/:id/facilities/count', { preHandler: guard(ctx) }, async (request) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, ['organization-read']);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(facilities)
      .where(and(eq(facilities.organizationId, id), eq(facilities.kind, 'facility')));
    return { count: row?.n ?? 0 };
  });

  app.get('/organizations/:id/users/count', { preHandler: guard(ctx) }, async (request) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, ['organization-read']);
    const [row] = await ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.organizationId, id));
    return { count: row?.n ?? 0 };
  });

  app.get('/issues', { preHandler: guard(ctx) }, async (request) => {
    const { organization } = parseInput(orgQuery, request.query, 'query');
    await requireOrgAccess(ctx, authOf(request), organization, ['organization-read', 'issue-read'], 'any');
    const rows = await ctx.db
      .select()
      .from(issues)
      .where(eq(issues.organizationId, organization))
      .orderBy(desc(issues.createdAt), issues.id)
      .limit(OVERVIEW_LIST_LIMIT);
    return rows.map((row): IssueOverview => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      statusResolved: row.statusResolved,
      label: row.label,
      facility: row.facilityId,
      urgencyLevel: row.urgencyLevel,
    }));
  });

  app.get('/feedbacks', { preHandler: guard(ctx) }, async (request) => {
    const { organization, reviewType } = parseInput(feedbackQuery, request.query, 'query');
    await requireOrgAccess(ctx, authOf(request), organization, ['organization-read', 'feedbackMenuView-read'], 'any');
    const rows = await ctx.db
      .select()
      .from(feedbacks)
      .where(and(eq(feedbacks.organizationId, organization), reviewType ? eq(feedbacks.reviewType, reviewType) : undefined))
      .orderBy(desc(feedbacks.createdAt), feedbacks.id)
      .limit(OVERVIEW_LIST_LIMIT);
    return rows.map((row): FeedbackOverview => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      reviewType: row.reviewType === 'negative' ? 'negative' : 'positive',
      needsImmediateService: row.needsImmediateService,
      facility: row.facilityId,
    }));
  });

  app.get('/reports/statistics/time', { preHandler: guard(ctx) }, async (request) => {
    const query = parseInput(statsQuery, request.query, 'query');
    await requireOrgAccess(ctx, authOf(request), query.organization, ['organization-read', 'dailyReportsMenuView-read'], 'any');
    const now = ctx.now();
    const to = query.to ?? kolkataDate(now);
    const from = query.from ?? kolkataDate(new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY));
    const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
    if (days < 1) throw badRequest('Invalid query. from must not be after to.');
    if (days > MAX_DAYS) throw badRequest(`Invalid query. At most ${MAX_DAYS} days at once.`);
    return reportStatistics(ctx.db, query.organization, from, to);
  });
}
