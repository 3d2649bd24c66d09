/**
 * GET /organizations/{id}/setup-status (organization-read there): the set-up cards of spec 001 §2.5,
 * each with whether that part is set up and its count, counted in one SQL query.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SetupPart, SetupStatus } from 'shared-contracts/schemas';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

type Counts = Record<Exclude<SetupPart, 'organization'>, number> & { configured: boolean | null; found: number };

/** A part is set up when it has at least one row; staff when someone besides the first administrator belongs. */
const minimum: Partial<Record<SetupPart, number>> = { staff: 2 };

export function orgSetupStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/organizations/:id/setup-status', { preHandler: guard(ctx) }, async (request): Promise<SetupStatus> => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, ['organization-read']);
    const count = (table: string) => sql.raw(`(SELECT count(*)::int FROM ${table} WHERE organization_id = o.id)`);
    const result = await ctx.db.execute(sql`
      SELECT 1 AS found,
        CASE WHEN o.setup IS NULL THEN NULL ELSE (o.setup->>'configured')::boolean END AS configured,
        ${count('locations')} AS locations,
        ${count('feedback_templates')} AS feedback,
        ${count('facility_types')} AS "facilityTypes",
        ${count('checklist_templates')} AS checklists,
        (SELECT count(*)::int FROM facilities WHERE organization_id = o.id AND kind = 'facility') AS facilities,
        ${count('memberships')} AS staff,
        ${count('teams')} AS teams,
        ${count('shifts')} AS shifts,
        ${count('adhoc_requests')} AS "adhocRequests"
      FROM organizations o WHERE o.id = ${id}`);
    const row = (result as unknown as { rows: Counts[] }).rows[0];
    if (!row) throw notFound('Organization not found.');
    // Organisations created before activation existed (no set-up record) count as set up.
    const organizationDone = row.configured !== false;
    const parts = schemas.setupParts.map((part) =>
      part === 'organization'
        ? { part, done: organizationDone, count: organizationDone ? 1 : 0 }
        : { part, done: Number(row[part]) >= (minimum[part] ?? 1), count: Number(row[part]) },
    );
    const done = parts.filter((part) => part.done).length;
    return { parts, progress: done / parts.length, complete: done === parts.length };
  });
}
