/** GET /shifts/reporter/adhoc-requests?reporterId=. */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdHocRequest } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { adhocRequests, facilities, facilityTypes, locations } from '../db/schema';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validate';

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
      .where(and(eq(adhocRequests.organizationId, auth.organizationId), eq(adhocRequests.reporterId, reporterId)))
      .orderBy(desc(adhocRequests.createdAt));
    return rows.map((row) => toAdhocView(row.request, row.facility, row.locationName, row.facilityTypeName));
  });
}
