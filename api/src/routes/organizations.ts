/** GET /organizations/{id}: only organisations the caller belongs to; any other id is a 404. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { findMemberOrganization, organizationDetails, toOrganizationView } from '../services/organizations';

const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function organizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The header's branding for every member, organization-read or not (not shown in the spec): name,
  // logo, theme colours and the feedback setting, never the set-up state or the details list.
  app.get('/organizations/:id/branding', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const organization = await findMemberOrganization(ctx.db, auth.user.id, id);
    if (!organization) throw notFound('Organization not found.');
    const { _id, name, logoURL, theme, settings } = toOrganizationView(organization);
    return { _id, name, logoURL, theme, settings };
  });

  app.get('/organizations/:id', { preHandler: guard(ctx, ['organization-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const organization = await findMemberOrganization(ctx.db, auth.user.id, id);
    if (!organization) throw notFound('Organization not found.');
    return { ...toOrganizationView(organization), orgDetailsList: await organizationDetails(ctx.db, organization.id) };
  });
}
