/**
 * Issue 20 (people), the invited person's side, without a sign-in (the shell's /auth/reset?invite=…):
 * - POST /invitations/preview: which organisation and role a code invites to;
 * - POST /invitations/accept: name and password (and a sign-in e-mail when invited by phone); the
 *   invitation is spent, the account and membership made, and the answer is a sign-in's.
 * Both are limited per IP, and wrong, used, expired and revoked codes are one answer (404) that
 * counts as a failed guess from that address.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from 'shared-contracts/schemas';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { invitations, memberships, organizations, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { hashOfTyped } from '../services/access-codes';
import { newId } from '../services/ids';
import { permissionsOfRoles } from '../services/staff';
import { toUserView } from '../services/user-view';

export const UNUSABLE_INVITATION = 'This invitation cannot be used: it is wrong, expired, revoked or used already.';

export function invitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = perIpPerMinute(ctx.limits.settings.guessesPerIpPerMinute);

  const findUsable = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const tries = `invitations:${request.ip}`;
    await ctx.limits.codes.check(tries, reply);
    const hash = hashOfTyped(code);
    const [row] = hash
      ? await ctx.db
          .select()
          .from(invitations)
          .where(and(eq(invitations.codeHash, hash), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, ctx.now())))
      : [];
    if (!row) {
      await ctx.limits.codes.fail(tries);
      throw notFound(UNUSABLE_INVITATION);
    }
    return row;
  };

  app.post('/invitations/preview', { config }, async (request, reply) => {
    const { code } = parseInput(schemas.invitationCodeBodySchema, request.body);
    const row = await findUsable(request, reply, code);
    const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, row.organizationId));
    return { organizationName: organization?.name ?? '', role: row.role, email: row.email, phone: row.phone };
  });

  app.post('/invitations/accept', { config }, async (request, reply) => {
    const body = parseInput(schemas.acceptInvitationBodySchema, request.body);
    const invitation = await findUsable(request, reply, body.code);
    const email = invitation.email ?? body.email;
    if (!email) throw badRequest('Invalid body. email: an e-mail to sign in with is required.');
    const permissions = await permissionsOfRoles(ctx.db, invitation.organizationId, [invitation.role]).catch(() => {
      throw conflict(`The invitation's role ${invitation.role} no longer exists; ask for a new invitation.`);
    });
    const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (existing) {
      // Someone with an account proves it is theirs with its password; the name they typed is ignored.
      if (!(await verifyPassword(body.password, existing.passwordHash))) throw conflict('An account with this e-mail exists: enter its password to accept.');
      const [member] = await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, existing.id), eq(memberships.organizationId, invitation.organizationId)));
      if (member) throw conflict('You are a member of this organisation already.');
    }
    const userId = existing?.id ?? newId();
    const passwordHash = existing ? null : await hashPassword(body.password);
    await ctx.db.transaction(async (tx) => {
      // Spent with a conditional update: two people racing for one invitation cannot both get in.
      const spent = await tx
        .update(invitations)
        .set({ acceptedAt: ctx.now(), acceptedBy: userId })
        .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
        .returning({ id: invitations.id });
      if (spent.length === 0) throw notFound(UNUSABLE_INVITATION);
      if (passwordHash) {
        await tx.insert(users).values({
          id: userId,
          email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: invitation.phone,
          userGroupNames: [invitation.role],
          currentOrganization: invitation.organizationId,
          homePage: '/home',
        });
      } else {
        await tx.update(users).set({ currentOrganization: invitation.organizationId, isSwitchable: true }).where(eq(users.id, userId));
      }
      await tx
        .insert(memberships)
        .values({ userId, organizationId: invitation.organizationId, role: invitation.role, assignedRoles: [invitation.role], permissions });
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    const [membership] = await ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, invitation.organizationId)));
    if (!user || !membership) throw new Error('accepted invitation left no account');
    const token = await ctx.tokens.issue(userId, invitation.organizationId);
    const answer: LoginAnswer = { status: true, token, user: toUserView(user, membership) };
    return answer;
  });
}
