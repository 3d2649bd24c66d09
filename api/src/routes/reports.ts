/**
 * GET /facilities/checklist, POST /issues/check-issue, POST /reports/submit.
 * Submit is idempotent by localId: a second submit of the same report answers status true and
 * duplicate true without storing it again (offline queues retry until acknowledged).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Checklist, PendingIssue, Report } from 'shared-contracts/schemas';
import { authOf, guardAny } from '../auth/guard';
import { rules, schemas } from '../contracts';
import type { AppContext } from '../context';
import { adhocRequests, checklists, facilities, issues, parameters, reports, uploads, users } from '../db/schema';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';
import { issueRowsOf } from '../services/issue-rows';

const REPORTING = ['reporting-read', 'adhoc-read'];

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/facilities/checklist', { preHandler: guardAny(ctx, REPORTING) }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db.select().from(checklists).where(eq(checklists.organizationId, auth.organizationId));
    const params = await ctx.db.select().from(parameters).where(eq(parameters.organizationId, auth.organizationId));
    const byId = new Map(params.map((p) => [p.id, p]));
    const places = await ctx.db.select({ id: facilities.id, active: facilities.active }).from(facilities).where(eq(facilities.organizationId, auth.organizationId));
    const activeOf = new Map(places.map((place) => [place.id, place.active]));
    return rows.map((row): Checklist => {
      const quantityOf = new Map(row.paramProps.map((p) => [p.id, p.quantity ?? 1]));
      return {
        _id: row.id,
        name: row.name,
        facility: row.facilityId,
        parameters: row.parameterIds.flatMap((id) => {
          const p = byId.get(id);
          return p
            ? [{ _id: p.id, label: p.label, name: p.name, img: p.img, tags: p.tags, defaultTeamName: p.defaultTeamName, statusOk: true, paramQuantity: quantityOf.get(p.id) ?? 1, category: p.category }]
            : [];
        }),
        paramProps: row.paramProps,
        overallImgCount: row.overallImgCount,
        mandatoryOverallImg: row.mandatoryOverallImg,
        inspectionMode: row.inspectionMode === 1 ? 1 : row.inspectionMode === 2 ? 2 : 0,
        appendixChecklistTemplate: row.appendix,
        facilityActive: activeOf.get(row.facilityId) ?? false,
      };
    });
  });

  app.post('/issues/check-issue', { preHandler: guardAny(ctx, REPORTING) }, async (request) => {
    const auth = authOf(request);
    const report = parseInput(schemas.reportSchema, request.body);
    const bad = report.issueDetails.map((d) => d.parameter);
    if (bad.length === 0) return { tickets: [] };
    const rows = await ctx.db
      .select({ issue: issues, facilityName: facilities.name, firstName: users.firstName, lastName: users.lastName })
      .from(issues)
      .innerJoin(facilities, eq(facilities.id, issues.facilityId))
      .leftJoin(users, eq(users.id, issues.raisedBy))
      .where(
        and(
          eq(issues.organizationId, auth.organizationId),
          eq(issues.facilityId, report.facility),
          eq(issues.statusResolved, false),
          inArray(issues.parameterId, bad),
        ),
      );
    const tickets: PendingIssue[] = rows.map((row) => ({
      _id: row.issue.id,
      parameter: { img: row.issue.img, label: row.issue.label },
      facility: { name: row.facilityName },
      raisedBy: { firstName: row.firstName, lastName: row.lastName },
    }));
    return { tickets };
  });

  app.post('/reports/submit', { preHandler: guardAny(ctx, REPORTING) }, async (request) => {
    const auth = authOf(request);
    const report = parseInput(schemas.reportSchema, request.body);
    const [facility] = await ctx.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.id, report.facility), eq(facilities.organizationId, auth.organizationId)));
    if (!facility) throw notFound('No such facility.');
    const [existing] = await ctx.db
      .select({ id: reports.id, payload: reports.payload })
      .from(reports)
      .where(and(eq(reports.organizationId, auth.organizationId), eq(reports.localId, report.localId)));
    if (existing) {
      const stored = schemas.reportSchema.safeParse(existing.payload);
      const mediaCount = stored.success ? await countStoredMedia(ctx, auth.organizationId, stored.data) : 0;
      return { status: true, reportId: existing.id, duplicate: true, mediaCount };
    }

    const id = newId();
    // An offline report keeps the time it was made, never a future one.
    const made = report.timestamp ? new Date(report.timestamp) : null;
    const now = ctx.now();
    const createdAt = made && !Number.isNaN(made.getTime()) && made.getTime() <= now.getTime() ? made : now;
    const inserted = await ctx.db
      .insert(reports)
      .values({
        id,
        organizationId: auth.organizationId,
        localId: report.localId,
        facilityId: report.facility,
        reporterId: report.reporter ?? auth.user.id,
        shiftId: report.shift ?? null,
        reportingType: report.reportingType,
        date: report.date,
        time: report.time,
        issueDetails: report.issueDetails,
        overall: report.overall,
        payload: report as unknown as Record<string, unknown>,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    const mediaCount = await countStoredMedia(ctx, auth.organizationId, report);
    if (inserted.length === 0) return { status: true, duplicate: true, mediaCount };
    if (report.issueDetails.length > 0) {
      await ctx.db
        .insert(issues)
        .values(issueRowsOf(report.issueDetails, { organizationId: auth.organizationId, facilityId: report.facility, reportId: id, raisedBy: auth.user.id, createdAt }));
    }
    if (report.adHocRequestId) {
      await ctx.db
        .update(adhocRequests)
        .set({ status: 'checked' })
        .where(and(eq(adhocRequests.id, report.adHocRequestId), eq(adhocRequests.organizationId, auth.organizationId)));
    }
    return { status: true, reportId: id, duplicate: false, mediaCount };
  });
}

/**
 * How many of the report's media items name a file this organisation uploaded: the client
 * compares it with what it sent, so a report whose photos did not arrive is not taken as sent.
 */
async function countStoredMedia(ctx: AppContext, organizationId: string, report: Report): Promise<number> {
  const names = rules.mediaOf(report).map((item) => item.name);
  if (names.length === 0) return 0;
  const rows = await ctx.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.organizationId, organizationId), inArray(uploads.name, [...new Set(names)])));
  const stored = new Set(rows.map((row) => row.name));
  return names.filter((name) => stored.has(name)).length;
}
