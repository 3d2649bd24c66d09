/**
 * POST /users/organizations/switch?organization=, POST /admin/users/organizations/?organization=,
 * POST /users/organizations/join, POST /users/organizations/revoke.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { joinCodes, memberships, organizations, users } from '../db/schema';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { addMembership, isSystemAdmin, permissionsOfRole, switchTo } from '../services/membership';
import { rolePermissions } from '../auth/roles';

const orgQuery = z.object({ organization: z.string().min(1).max(100) });

export function orgMembershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Only switchable users, only into organisations they belong to; answers a token for it. */
  app.post('/users/organizations/switch', { preHandler: guard(ctx, ['switching-read']) }, async (request) => {
    const auth = authOf(request);
    const { organization } = parseInput(orgQuery, request.query, 'query');
    if (!auth.user.isSwitchable) throw forbidden('This account cannot switch organisations.');
    const [membership] = await ctx.db
      .select({ id: memberships.organizationId })
      .from(memberships)
      .where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, organization)));
    if (!membership) throw notFound('Organization not found.');
    return switchTo(ctx, auth.user, organization);
  });

  /** System administrators enter any organisation; a system-admin membership is recorded there. */
  const adminSwitch: RouteHandlerMethod = async (request) => {
    const auth = authOf(request);
    const { organization } = parseInput(orgQuery, request.query, 'query');
    if (!isSystemAdmin(auth.user)) throw forbidden('Only system administrators can use the admin switch.');
    const [target] = await ctx.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organization));
    if (!target) throw notFound('Organization not found.');
    await addMembership(ctx, auth.user.id, organization, 'system-admin', [...rolePermissions['system-admin']]);
    return switchTo(ctx, auth.user, organization);
  };
  app.post('/admin/users/organizations/', { preHandler: guard(ctx) }, adminSwitch);
  app.post('/admin/users/organizations', { preHandler: guard(ctx) }, adminSwitch);

  /** With a join code: membership with the code's role. Without one, only system administrators. */
  app.post('/users/organizations/join', { config: perIpPerMinute(ctx.limits.settings.guessesPerIpPerMinute), preHandler: guard(ctx) }, async (request, reply) => {
    const auth = authOf(request);
    const body = parseInput(schemas.joinOrganizationBodySchema, request.body);
    const tries = `codes:${auth.user.id}`;
    ctx.limits.codes.check(tries, reply);
    let organizationId: string;
    let role: string;
    if (body.joinCode) {
      const [code] = await ctx.db.select().from(joinCodes).where(eq(joinCodes.code, body.joinCode.toUpperCase()));
      if (!code || (body.organization && body.organization !== code.organizationId)) {
        ctx.limits.codes.fail(tries);
        throw notFound('No such join code.');
      }
      organizationId = code.organizationId;
      role = code.role;
    } else {
      if (!isSystemAdmin(auth.user)) throw forbidden('A join code is required to join an organisation.');
      organizationId = body.organization ?? '';
      role = 'system-admin';
    }
    const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw notFound('Organization not found.');
    const [already] = await ctx.db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, organizationId)));
    if (already) throw conflict('You already belong to this organisation.');
    const permissions = await permissionsOfRole(ctx, organizationId, role);
    if (!permissions) throw new HttpError(409, `The join code's role ${role} no longer exists.`);
    await addMembership(ctx, auth.user.id, organizationId, role, permissions);
    // Someone in several organisations must be able to move between them.
    await ctx.db.update(users).set({ isSwitchable: true }).where(eq(users.id, auth.user.id));
    return { status: true, message: `Joined ${organization.name}.` };
  });

  /** Leaves an organisation other than the current one. */
  app.post('/users/organizations/revoke', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { organization } = parseInput(schemas.revokeOrganizationBodySchema, request.body);
    const [membership] = await ctx.db
      .select({ id: memberships.organizationId })
      .from(memberships)
      .where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, organization)));
    if (!membership) throw notFound('Organization not found.');
    // Not the current one, which also means never the last one.
    if (organization === auth.organizationId) throw conflict('Switch to another organisation before leaving this one.');
    await ctx.db.delete(memberships).where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, organization)));
    return { status: true };
  });
}
