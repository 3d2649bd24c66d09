/** POST /auth/login, POST /auth/logout, GET /auth/login/status, GET /auth/permissions. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginAnswer } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import { dummyHash, verifyPassword } from '../auth/password';
import type { AppContext } from '../context';
import { memberships, passwordResetRequests, revokedTokens, users } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { loadActiveShift } from '../services/user-shifts';
import { toUserView } from '../services/user-view';
import { parsePushToken } from '../push/push-service';

export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const DEACTIVATED = 'This account has been deactivated. Ask your organisation admin.';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { settings } = ctx.limits;
  app.post('/auth/login', { config: perIpPerMinute(settings.loginPerIpPerMinute) }, async (request, reply) => {
    const body = parseInput(schemas.loginBodySchema, request.body);
    // Failures count per account, from any address: a guesser pauses, the owner signing in does not.
    const account = `login:${body.email}`;
    await ctx.limits.signIn.check(account, reply);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? dummyHash);
    if (!user || !passwordOk) {
      await ctx.limits.signIn.fail(account);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await ctx.limits.signIn.succeed(account);

    const allMemberships = await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id));
    // Issue 20: a deactivated member does not sign in there.
    const userMemberships = allMemberships.filter((m) => m.active);
    if (allMemberships.length > 0 && userMemberships.length === 0) throw new HttpError(403, DEACTIVATED);
    const membership = userMemberships.find((m) => m.organizationId === user.currentOrganization) ?? userMemberships[0];
    if (!membership) throw new HttpError(403, 'This account does not belong to any organisation.');
    // A user who never chose (no current organisation) is signed into the first one without
    // recording it, so the app still offers the picker (issue 18).
    if (user.currentOrganization !== null && membership.organizationId !== user.currentOrganization) {
      await ctx.db.update(users).set({ currentOrganization: membership.organizationId }).where(eq(users.id, user.id));
    }
    const now = ctx.now();
    const token = await ctx.tokens.issue(user.id, membership.organizationId);
    const active = await loadActiveShift(ctx.db, membership.organizationId, user.id, now);
    const answer: LoginAnswer = { status: true, token, user: toUserView(user, membership, active?.expectedInTime) };
    return answer;
  });

  // The same answer whether or not the email has an account, so the form reveals no accounts; the
  // limit counts per email, account or not, so it reveals none either.
  app.post('/auth/reset', { config: perIpPerMinute(settings.guessesPerIpPerMinute) }, async (request, reply) => {
    const body = parseInput(schemas.passwordResetBodySchema, request.body);
    const email = `reset:${body.email.toLowerCase()}`;
    await ctx.limits.resets.check(email, reply);
    await ctx.limits.resets.fail(email);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    if (user) await ctx.db.insert(passwordResetRequests).values({ userId: user.id });
    return { status: true };
  });

  app.post('/auth/logout', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.logoutBodySchema, request.body ?? {});
    await ctx.db.insert(revokedTokens).values({ jti: auth.jti, expiresAt: auth.expiresAt }).onConflictDoNothing();
    ctx.live.closeSession(auth.jti);
    const parsed = body.token ? parsePushToken(body.token, ctx.push.allowedHosts) : null;
    if (body.token && parsed?.kind === 'web') await ctx.push.unsubscribe(auth.user.id, parsed.subscription.endpoint);
    else if (body.token) {
      const pushTokens = auth.user.pushTokens.filter((token) => token !== body.token);
      await ctx.db.update(users).set({ pushTokens }).where(eq(users.id, auth.user.id));
    }
    return { status: true };
  });

  app.get('/auth/login/status', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    return { status: true, userId: auth.user.id, organization: auth.organizationId, expiresAt: auth.expiresAt.toISOString() };
  });

  app.get('/auth/permissions', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const [membership] = await ctx.db
      .select({ permissions: memberships.permissions })
      .from(memberships)
      .where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, auth.organizationId)));
    return { permissions: membership?.permissions ?? [] };
  });
}
