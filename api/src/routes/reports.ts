/**
 * GET /facilities/checklist, POST /issues/check-issue, POST /reports/submit.
 * Submit is idempotent by the sender's localId: a second submit of the same report answers status
 * true and duplicate true without storing it again (offline queues retry until acknowledged); a
 * different report under a used localId is a 409. Who reported, the shift and the time are the
 * server's to decide (services/report-attribution.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { organizationDueHours } from '../services/org-due-hours';
import type { FastifyInstance } from 'fastify';
import type { Checklist, PendingIssue, Report } from 'shared-contracts/schemas';
import { authOf, guardAny } from '../auth/guard';
import { rules, schemas } from '../contracts';
import type { AppContext } from '../context';
import { adhocRequests, checklists, facilities, issues, parameters, reports, uploads, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';
import { requireAdhocActor } from '../services/adhoc-actors';
import { issueRowsOf } from '../services/issue-rows';
import { notifyRaisedIssues } from '../services/raised-issue-notices';
import { defaultTeamByParameter } from '../services/team-admin';
import { attributeReport, reportBodyHash } from '../services/report-attribution';
import { sendEntry } from '../services/answer-cache';
import { storeReport } from '../services/report-store';

/** The 409 of a localId already used for a different report (shown to the reporter). */
export const DIFFERENT_REPORT_MESSAGE = 'This report was already submitted with different content.';

const REPORTING = ['reporting-read', 'adhoc-read'];

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The same for every reporter of the organisation and asked by each app: kept until a write (services/answer-cache.ts).
  app.get('/facilities/checklist', { preHandler: guardAny(ctx, REPORTING) }, async (request, reply) => {
    const auth = authOf(request);
    const entry = await ctx.answers.answer(auth.organizationId, 'checklists', ctx.now(), async () => ({
      json: JSON.stringify(await organizationChecklists(ctx, auth.organizationId)),
      changesAt: Number.POSITIVE_INFINITY,
    }));
    return sendEntry(request, reply, entry);
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
    // The one rule the reporter's app applies too, on the parameters the report was filled with.
    const missingPhoto = rules.parametersMissingPhoto(report)[0];
    if (missingPhoto) throw badRequest(`${rules.REQUIRED_PHOTO_MESSAGE} (${missingPhoto.label})`);
    const [facility] = await ctx.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.id, report.facility), eq(facilities.organizationId, auth.organizationId)));
    if (!facility) throw notFound('No such facility.');
    const bodyHash = reportBodyHash(report);
    const mine = and(eq(reports.organizationId, auth.organizationId), eq(reports.submittedBy, auth.user.id), eq(reports.localId, report.localId));
    const [existing] = await ctx.db.select({ id: reports.id, payload: reports.payload, bodyHash: reports.bodyHash }).from(reports).where(mine);
    if (existing) return answerExisting(ctx, auth.organizationId, existing, bodyHash);

    const who = await attributeReport(ctx, auth, report);
    if (report.adHocRequestId) await requireAdhocActor(ctx, auth, report.adHocRequestId);
    const id = newId();
    const createdAt = who.madeAt;
    // What is stored says what the server decided, not what the body claimed.
    const payload = { ...report, reporter: who.reporterId, supervisor: who.supervisorId, janitor: who.janitorId };
    // The report and its day's count in one transaction (services/report-store.ts).
    const inserted = await storeReport(ctx.db, {
      id,
      organizationId: auth.organizationId,
      localId: report.localId,
      submittedBy: auth.user.id,
      bodyHash,
      facilityId: report.facility,
      reporterId: who.reporterId,
      shiftId: who.shiftId,
      reportingType: report.reportingType,
      date: report.date,
      time: report.time,
      issueDetails: report.issueDetails,
      overall: report.overall,
      payload: payload as unknown as Record<string, unknown>,
      createdAt,
    });
    if (inserted === null) {
      // A concurrent submit of the same localId won: answer as for any existing one.
      const [winner] = await ctx.db.select({ id: reports.id, payload: reports.payload, bodyHash: reports.bodyHash }).from(reports).where(mine);
      if (!winner) throw new Error('report neither inserted nor found');
      return answerExisting(ctx, auth.organizationId, winner, bodyHash);
    }
    const mediaCount = await countStoredMedia(ctx, auth.organizationId, report);
    if (report.issueDetails.length > 0) {
      const raised = issueRowsOf(report.issueDetails, {
        organizationId: auth.organizationId,
        facilityId: report.facility,
        reportId: id,
        raisedBy: auth.user.id,
        createdAt,
        dueHours: await organizationDueHours(ctx.db, auth.organizationId),
      });
      await ctx.db.insert(issues).values(raised);
      await notifyRaisedIssues(ctx, raised);
    }
    if (report.adHocRequestId) {
      await ctx.db
        .update(adhocRequests)
        .set({ status: 'checked' })
        .where(and(eq(adhocRequests.id, report.adHocRequestId), eq(adhocRequests.organizationId, auth.organizationId)));
    }
    // Open apps of the organisation refresh their lists (an upload from another device shows at once).
    ctx.live.toOrganization(auth.organizationId, { type: 'report', localId: report.localId, facilityId: report.facility });
    return { status: true, reportId: id, duplicate: false, mediaCount };
  });
}

/**
 * The same localId again: the same report (a retry after a lost answer) is a duplicate with the
 * count of media the server holds; a different report under that key is refused (409), and the
 * client keeps it, marked for the reporter's attention.
 */
async function answerExisting(
  ctx: AppContext,
  organizationId: string,
  existing: { id: string; payload: Record<string, unknown>; bodyHash: string | null },
  bodyHash: string,
) {
  if (existing.bodyHash !== null && existing.bodyHash !== bodyHash) throw conflict(DIFFERENT_REPORT_MESSAGE);
  const stored = schemas.reportSchema.safeParse(existing.payload);
  const mediaCount = stored.success ? await countStoredMedia(ctx, organizationId, stored.data) : 0;
  return { status: true, reportId: existing.id, duplicate: true, mediaCount };
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

/** The organisation's checklists as GET /facilities/checklist answers them. */
async function organizationChecklists(ctx: AppContext, organizationId: string): Promise<Checklist[]> {
  const rows = await ctx.db.select().from(checklists).where(eq(checklists.organizationId, organizationId));
  const params = await ctx.db.select().from(parameters).where(eq(parameters.organizationId, organizationId));
  const byId = new Map(params.map((p) => [p.id, p]));
  // The teams' default parameters are the one source of a parameter's default team (issue 20).
  const teamOf = await defaultTeamByParameter(ctx.db, organizationId);
  const places = await ctx.db.select({ id: facilities.id, active: facilities.active }).from(facilities).where(eq(facilities.organizationId, organizationId));
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
          ? [
              {
                _id: p.id,
                label: p.label,
                name: p.name,
                img: p.img,
                tags: p.tags,
                defaultTeamName: teamOf.get(p.id) ?? null,
                statusOk: true,
                // The facility's own count (paramProps), else the template's (issue 19).
                paramQuantity: quantityOf.get(p.id) ?? p.quantity,
                category: p.category,
                photoRequired: p.photoRequired,
              },
            ]
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
}
