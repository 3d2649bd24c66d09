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
import type { Db } from '../db/client';
import { memberships, organizations, users } from '../db/schema';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { findUsableJoinCode, hashOfTyped, isAdminRole, spendJoinCode } from '../services/access-codes';
import { addMembership, isSystemAdmin, permissionsOfRole, switchTo } from '../services/membership';
import { rolePermissions } from '../auth/roles';

const UNUSABLE_CODE = 'No such join code: it is wrong, used up, expired or revoked.';
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

  /** Adds the membership once `spend` succeeds, in one transaction; 409 if already a member. */
  const joinAs = async (userId: string, organizationId: string, role: string, spend: (tx: Db) => Promise<boolean>) => {
    const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw notFound('Organization not found.');
    const [already] = await ctx.db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
    if (already) throw conflict('You already belong to this organisation.');
    const permissions = await permissionsOfRole(ctx, organizationId, role);
    if (!permissions) throw new HttpError(409, `The join code's role ${role} no longer exists.`);
    await ctx.db.transaction(async (tx) => {
      if (!(await spend(tx))) throw notFound(UNUSABLE_CODE);
      await addMembership({ ...ctx, db: tx }, userId, organizationId, role, permissions);
      // Someone in several organisations must be able to move between them.
      await tx.update(users).set({ isSwitchable: true }).where(eq(users.id, userId));
    });
    return { status: true, message: `Joined ${organization.name}.` };
  };

  /**
   * With a join code: membership with the code's role, never an administrator's, spending one of
   * its uses. Without one, only system administrators. Wrong, used-up, expired and revoked codes
   * are one answer (404) and count as failed guesses of the user.
   */
  app.post(
    '/users/organizations/join',
    { config: perIpPerMinute(ctx.limits.settings.guessesPerIpPerMinute), preHandler: guard(ctx) },
    async (request, reply) => {
      const auth = authOf(request);
      const body = parseInput(schemas.joinOrganizationBodySchema, request.body);
      const tries = `codes:${auth.user.id}`;
      await ctx.limits.codes.check(tries, reply);
      if (!body.joinCode) {
        if (!isSystemAdmin(auth.user)) throw forbidden('A join code is required to join an organisation.');
        return joinAs(auth.user.id, body.organization ?? '', 'system-admin', async () => true);
      }
      const hash = hashOfTyped(body.joinCode);
      const now = ctx.now();
      const code = hash ? await findUsableJoinCode(ctx.db, hash, now) : undefined;
      if (!code || (body.organization && body.organization !== code.organizationId)) {
        await ctx.limits.codes.fail(tries);
        throw notFound(UNUSABLE_CODE);
      }
      // The role may have gained administrator permissions since the code was issued.
      const permissions = await permissionsOfRole(ctx, code.organizationId, code.role);
      if (permissions && isAdminRole(code.role, permissions))
        throw conflict(`The join code's role ${code.role} now holds administrator permissions; ask for a new code.`);
      return joinAs(auth.user.id, code.organizationId, code.role, (tx) => spendJoinCode(tx, code.id, now));
    },
  );

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
