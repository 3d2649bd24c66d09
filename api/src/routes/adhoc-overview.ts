/**
 * GET /adhoc-requests/all (issue 17): the organisation's ad-hoc requests with who asked, who it is
 * assigned to, the facility and the report that answered it. Managers (user-read) see every
 * request; anyone else with adhocList-read sees the ones they raised or are assigned to.
 */
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AdHocRequestOverview } from 'shared-contracts/schemas';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { adhocRequests, facilities, locations, users } from '../db/schema';
import { parseInput } from '../http/validate';

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');
const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export function adhocOverviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/adhoc-requests/all', { preHandler: guard(ctx, ['adhocList-read']) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.adHocRequestOverviewQuerySchema, request.query, 'query');
    const everyone = auth.permissions.has('user-read');
    const where = and(
      eq(adhocRequests.organizationId, auth.organizationId),
      everyone ? undefined : or(eq(adhocRequests.reporterId, auth.user.id), eq(adhocRequests.createdBy, auth.user.id)),
      query.status ? eq(adhocRequests.status, query.status) : undefined,
    );
    // The newest report submitted for the request (reports keep the request id in their payload).
    const answered = sql<string | null>`(SELECT r.id || '|' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM reports r
      WHERE r.organization_id = ${adhocRequests.organizationId} AND r.payload->>'adHocRequestId' = ${adhocRequests.id}
      ORDER BY r.created_at DESC LIMIT 1)`;
    const rows = await ctx.db
      .select({
        request: adhocRequests,
        facilityName: facilities.name,
        locationName: locations.name,
        requesterFirst: requester.firstName,
        requesterLast: requester.lastName,
        assigneeFirst: assignee.firstName,
        assigneeLast: assignee.lastName,
        answered,
      })
      .from(adhocRequests)
      .innerJoin(facilities, eq(facilities.id, adhocRequests.facilityId))
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(requester, eq(requester.id, adhocRequests.createdBy))
      .leftJoin(assignee, eq(assignee.id, adhocRequests.reporterId))
      .where(where)
      .orderBy(desc(adhocRequests.createdAt), adhocRequests.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await ctx.db.select({ n: count() }).from(adhocRequests).where(where);
    const docs = rows.map((row): AdHocRequestOverview => {
      const [reportId, reportAt] = row.answered?.split('|') ?? [];
      const requesterName = nameOf(row.requesterFirst, row.requesterLast);
      const assigneeName = nameOf(row.assigneeFirst, row.assigneeLast);
      return {
        _id: row.request.id,
        status: schemas.adHocRequestStatusSchema.parse(row.request.status),
        adHocReportType: schemas.adHocReportTypeSchema.parse(row.request.adHocReportType),
        description: row.request.description,
        facility: { _id: row.request.facilityId, name: row.facilityName, location: row.locationName },
        requester: row.request.createdBy && requesterName !== null ? { _id: row.request.createdBy, name: requesterName } : null,
        assignee: row.request.reporterId && assigneeName !== null ? { _id: row.request.reporterId, name: assigneeName } : null,
        createdAt: row.request.createdAt.toISOString(),
        answeredBy: reportId && reportAt ? { _id: reportId, createdAt: reportAt } : null,
      };
    });
    return { docs, totalDocs: total?.n ?? 0, page: query.page, limit: query.limit };
  });
}
