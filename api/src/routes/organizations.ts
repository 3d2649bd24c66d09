/** GET /organizations/{id}: only organisations the caller belongs to; any other id is a 404. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { findMemberOrganization, organizationDetails, toOrganizationView } from '../services/organizations';

const idParamsSchema = z.object({ id: schemas.idSchema.max(100) });

export function organizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/organizations/:id', { preHandler: guard(ctx, ['organization-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const organization = await findMemberOrganization(ctx.db, auth.user.id, id);
    if (!organization) throw notFound('Organization not found.');
    return { ...toOrganizationView(organization), orgDetailsList: await organizationDetails(ctx.db, organization.id) };
  });
}
