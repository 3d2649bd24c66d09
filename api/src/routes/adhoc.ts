/** GET /shifts/reporter/adhoc-requests?reporterId=, POST /shifts/add/adhoc-request-issue. */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizationDueHours } from '../services/org-due-hours';
import type { AdHocRequest, IssueDetail } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { adhocRequests, facilities, facilityTypes, issues, locations } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';
import { issueRowsOf } from '../services/issue-rows';
import { notifyRaisedIssues } from '../services/raised-issue-notices';
import { requireAdhocActor } from '../services/adhoc-actors';
import { loadActiveFacility, requireMember, requireShift } from '../services/lookups';
import { findCurrentReporter } from '../services/user-shifts';

type AdhocRow = typeof adhocRequests.$inferSelect;

export function toAdhocView(
  row: AdhocRow,
  facility: { id: string; name: string; locationId: string | null; facilityTypeId: string | null },
  locationName: string | null,
  facilityTypeName: string | null,
): AdHocRequest {
  return {
    _id: row.id,
    facility: {
      _id: facility.id,
      name: facility.name,
      location: facility.locationId && locationName !== null ? { _id: facility.locationId, name: locationName } : null,
      facilityType: facility.facilityTypeId && facilityTypeName !== null ? { _id: facility.facilityTypeId, name: facilityTypeName } : null,
    },
    reporter: row.reporterId,
    shift: row.shiftId,
    supervisor: row.supervisorId,
    status: row.status as AdHocRequest['status'],
    issueDetails: row.issueDetails,
    adHocReportType: row.adHocReportType as AdHocRequest['adHocReportType'],
    description: row.description,
    probableIssues: row.probableIssues,
    createdAt: row.createdAt.toISOString(),
  };
}

async function raiseIssues(ctx: AppContext, organizationId: string, facilityId: string, raisedBy: string, details: IssueDetail[], now: Date): Promise<void> {
  if (details.length === 0) return;
  const open = await ctx.db
    .select({ parameterId: issues.parameterId })
    .from(issues)
    .where(
      and(
        eq(issues.organizationId, organizationId),
        eq(issues.facilityId, facilityId),
        eq(issues.statusResolved, false),
        inArray(
          issues.parameterId,
          details.map((detail) => detail.parameter),
        ),
      ),
    );
  const raised = new Set(open.map((row) => row.parameterId));
  const fresh = details.filter(
    (detail, index) => !raised.has(detail.parameter) && details.findIndex((other) => other.parameter === detail.parameter) === index,
  );
  if (fresh.length === 0) return;
  const rows = issueRowsOf(fresh, {
    organizationId,
    facilityId,
    reportId: null,
    raisedBy,
    createdAt: now,
    dueHours: await organizationDueHours(ctx.db, organizationId),
  });
  await ctx.db.insert(issues).values(rows);
  await notifyRaisedIssues(ctx, rows);
}

export function adhocRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/shifts/reporter/adhoc-requests', { preHandler: guard(ctx, ['adhocList-read']) }, async (request) => {
    const auth = authOf(request);
    const { reporterId } = parseInput(schemas.adHocRequestsQuerySchema, request.query, 'query');
    // Someone else's requests are for people who may read staff.
    if (reporterId !== auth.user.id && !auth.permissions.has('user-read')) {
      throw forbidden("Not enough permissions: user-read is required to read another reporter's requests.");
    }
    const rows = await ctx.db
      .select({ request: adhocRequests, facility: facilities, locationName: locations.name, facilityTypeName: facilityTypes.name })
      .from(adhocRequests)
      .innerJoin(facilities, eq(facilities.id, adhocRequests.facilityId))
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      // A cancelled request is no longer the reporter's to do.
      .where(and(eq(adhocRequests.organizationId, auth.organizationId), eq(adhocRequests.reporterId, reporterId), ne(adhocRequests.status, 'cancelled')))
      .orderBy(desc(adhocRequests.createdAt));
    return rows.map((row) => toAdhocView(row.request, row.facility, row.locationName, row.facilityTypeName));
  });

  /**
   * Raises an ad-hoc request for a facility. Reporter, supervisor and shift default to those of the
   * mapping that reports the facility now; named ones must belong to the organisation. With
   * adHocRequestId the existing request is raised again (its fields replaced, status unchecked)
   * and turned into issues ('Create an Issue', spec 000 §4): one per issue detail whose parameter
   * has no unresolved issue at the facility yet, so pressing it twice raises nothing twice.
   */
  app.post('/shifts/add/adhoc-request-issue', { preHandler: guard(ctx, ['adhoc-read']) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.adHocRequestIssueBodySchema, request.body);
    if (body.adHocRequestId) await requireAdhocActor(ctx, auth, body.adHocRequestId);
    const facility = await loadActiveFacility(ctx.db, auth.organizationId, body.facility);
    const now = ctx.now();
    const current = await findCurrentReporter(ctx.db, auth.organizationId, facility.id, now);
    const reporterId = body.reporter ?? current?.mapping.reporter ?? null;
    const supervisorId = body.supervisor ?? current?.mapping.supervisor ?? null;
    const shiftId = body.shift ?? current?.shift.id ?? null;
    if (body.reporter) await requireMember(ctx.db, auth.organizationId, body.reporter, 'reporter');
    if (body.supervisor) await requireMember(ctx.db, auth.organizationId, body.supervisor, 'supervisor');
    if (body.shift) await requireShift(ctx.db, auth.organizationId, body.shift);

    const values = {
      facilityId: facility.id,
      reporterId,
      supervisorId,
      shiftId,
      status: body.status,
      issueDetails: body.issueDetails,
      adHocReportType: body.adHocReportType,
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.probableIssues !== undefined ? { probableIssues: body.probableIssues } : {}),
    };
    let row: AdhocRow | undefined;
    if (body.adHocRequestId) {
      [row] = await ctx.db
        .update(adhocRequests)
        .set(values)
        .where(and(eq(adhocRequests.id, body.adHocRequestId), eq(adhocRequests.organizationId, auth.organizationId)))
        .returning();
      if (!row) throw notFound('No such ad-hoc request.');
    } else {
      [row] = await ctx.db
        .insert(adhocRequests)
        .values({ id: newId(), organizationId: auth.organizationId, createdBy: auth.user.id, createdAt: now, ...values })
        .returning();
    }
    if (!row) throw new Error('ad-hoc request not stored');
    if (body.adHocRequestId) await raiseIssues(ctx, auth.organizationId, facility.id, auth.user.id, body.issueDetails, now);
    const [names] = await ctx.db
      .select({ locationName: locations.name, facilityTypeName: facilityTypes.name })
      .from(facilities)
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      .where(eq(facilities.id, facility.id));
    return { status: true, request: toAdhocView(row, facility, names?.locationName ?? null, names?.facilityTypeName ?? null) };
  });
}
