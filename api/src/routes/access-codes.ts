/**
 * Issuing access to an organisation (not in the spec's call tables; the spec names only the calls
 * that use them):
 * - POST, GET /organizations/{id}/joinCodes and DELETE …/joinCodes/{codeId}: its administrators
 *   (organization-write there) issue, list and revoke join codes for one non-administrator role;
 * - POST /organizations/{id}/activationKeys and DELETE …/activationKeys/{keyId}: system
 *   administrators issue a single-use activation key for one email, for an organisation that waits
 *   for activation (it has no administrator of its own yet), and revoke it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { activationKeys, joinCodes, organizations } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { ADMIN_PERMISSION, isAdminRole, issueActivationKey, issueJoinCode, toJoinCodeView } from '../services/access-codes';
import { isSystemAdmin, permissionsOfRole } from '../services/membership';

const itemParams = z.object({ id: z.string().min(1).max(100), itemId: z.string().min(1).max(100) });

export function accessCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/organizations/:id/joinCodes', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, auth, id, [ADMIN_PERMISSION]);
    const body = parseInput(schemas.issueJoinCodeBodySchema, request.body);
    const permissions = await permissionsOfRole(ctx, id, body.role);
    if (!permissions) throw badRequest(`Invalid body. role: no role ${body.role} in this organisation.`);
    if (isAdminRole(body.role, permissions)) throw badRequest('Invalid body. role: a join code cannot grant an administrator role.');
    return issueJoinCode(ctx, { organizationId: id, role: body.role, maxUses: body.maxUses, expiresInHours: body.expiresInHours, createdBy: auth.user.id });
  });

  app.get('/organizations/:id/joinCodes', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, auth, id, [ADMIN_PERMISSION]);
    const rows = await ctx.db.select().from(joinCodes).where(eq(joinCodes.organizationId, id)).orderBy(desc(joinCodes.createdAt));
    return rows.map(toJoinCodeView);
  });

  app.delete('/organizations/:id/joinCodes/:itemId', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id, itemId } = parseInput(itemParams, request.params, 'path');
    await requireOrgAccess(ctx, auth, id, [ADMIN_PERMISSION]);
    const [row] = await ctx.db
      .update(joinCodes)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(joinCodes.id, itemId), eq(joinCodes.organizationId, id)))
      .returning({ id: joinCodes.id });
    if (!row) throw notFound('No such join code.');
    return { status: true };
  });

  app.post('/organizations/:id/activationKeys', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(orgParams, request.params, 'path');
    if (!isSystemAdmin(auth.user)) throw forbidden('Only system administrators can issue activation keys.');
    const body = parseInput(schemas.issueActivationKeyBodySchema, request.body);
    const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, id));
    if (!organization) throw notFound('Organization not found.');
    if (organization.setup?.activated) throw conflict('This organisation is already activated.');
    return issueActivationKey(ctx, { organizationId: id, email: body.email, expiresInHours: body.expiresInHours, createdBy: auth.user.id });
  });

  app.delete('/organizations/:id/activationKeys/:itemId', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id, itemId } = parseInput(itemParams, request.params, 'path');
    if (!isSystemAdmin(auth.user)) throw forbidden('Only system administrators can revoke activation keys.');
    const [row] = await ctx.db
      .update(activationKeys)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(activationKeys.id, itemId), eq(activationKeys.organizationId, id)))
      .returning({ id: activationKeys.id });
    if (!row) throw notFound('No such activation key.');
    return { status: true };
  });
}
