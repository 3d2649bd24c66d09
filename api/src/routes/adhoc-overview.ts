/**
 * GET /adhoc-requests/all (issue 17): the organisation's ad-hoc requests with who asked, who it is
 * assigned to, the facility and the report that answered it. Managers (user-read) see every
 * request; anyone else with adhocList-read sees the ones they raised or are assigned to.
 * PUT /adhoc-requests/{id}/assignee (managers) and POST /adhoc-requests/{id}/cancel (managers and
 * who raised it) change an open request; a checked or cancelled one is 409.
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AdHocRequestOverview } from 'shared-contracts/schemas';
import { isManager } from '../auth/acting-roles';
import { authOf, guard, type AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { adhocRequests, facilities, locations, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { requireMember } from '../services/lookups';

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

const idParams = z.object({ id: z.string().min(1).max(100) });
const OPEN = ['unchecked', 'checking'];

/** An open request of the organisation: 404 when unknown, 409 when checked or cancelled. */
async function openRequest(ctx: AppContext, auth: AuthContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(adhocRequests)
    .where(and(eq(adhocRequests.id, id), eq(adhocRequests.organizationId, auth.organizationId)));
  if (!row) throw notFound('No such ad-hoc request.');
  if (!OPEN.includes(row.status)) throw conflict(`This ad-hoc request is ${row.status}: it can no longer be changed.`);
  return row;
}

export function adhocManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/adhoc-requests/:id/assignee', { preHandler: guard(ctx, ['adhocList-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.adHocReassignBodySchema, request.body);
    if (!isManager(auth)) throw forbidden('Only a manager can reassign an ad-hoc request.');
    await openRequest(ctx, auth, id);
    await requireMember(ctx.db, auth.organizationId, body.reporter, 'reporter');
    // Only while still open: a report that lands meanwhile wins (409 on the next try).
    const changed = await ctx.db
      .update(adhocRequests)
      .set({ reporterId: body.reporter })
      .where(and(eq(adhocRequests.id, id), eq(adhocRequests.organizationId, auth.organizationId), inArray(adhocRequests.status, OPEN)))
      .returning({ id: adhocRequests.id });
    if (changed.length === 0) throw conflict('This ad-hoc request was answered meanwhile: it can no longer be changed.');
    return { status: true };
  });

  app.post('/adhoc-requests/:id/cancel', { preHandler: guard(ctx, ['adhocList-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await openRequest(ctx, auth, id);
    if (!isManager(auth) && row.createdBy !== auth.user.id) throw forbidden('Only a manager or who raised it can cancel an ad-hoc request.');
    const changed = await ctx.db
      .update(adhocRequests)
      .set({ status: 'cancelled' })
      .where(and(eq(adhocRequests.id, id), eq(adhocRequests.organizationId, auth.organizationId), inArray(adhocRequests.status, OPEN)))
      .returning({ id: adhocRequests.id });
    if (changed.length === 0) throw conflict('This ad-hoc request was answered meanwhile: it can no longer be changed.');
    return { status: true };
  });
}
