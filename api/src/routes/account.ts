/**
 * PUT /users, POST /users/update/{id}, POST /users/register-notification, GET /users/staff,
 * GET /users/reportees, GET /users/userGroups, POST /auth/encryptToken, POST /auth/login/google.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from 'shared-contracts/schemas';
import { z } from 'zod';
import { encryptFeedbackToken } from '../auth/feedback-token';
import { verifiedGoogleEmail } from '../auth/google';
import { authOf, guard, type AuthContext } from '../auth/guard';
import { rolePermissions } from '../auth/roles';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { customRoles, memberships, uploads, users } from '../db/schema';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { loadActiveShift, loadUserShifts } from '../services/user-shifts';
import { toUserView } from '../services/user-view';
import { parsePushToken } from '../push/push-service';

/** Push tokens kept per user (the newest; one per device the user signed in on). */
export const MAX_PUSH_TOKENS = 10;
const idParams = z.object({ id: z.string().min(1).max(100) });
const UPLOADED_IMAGE = /^\/uploads\/([0-9a-f]{24}\.(jpg|png))$/;

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A profile picture must be an image this organisation uploaded (POST /uploads). */
  const requireUploadedImage = async (auth: AuthContext, img: string) => {
    const name = UPLOADED_IMAGE.exec(img)?.[1];
    const [row] = name
      ? await ctx.db
          .select()
          .from(uploads)
          .where(and(eq(uploads.name, name), eq(uploads.organizationId, auth.organizationId)))
      : [];
    if (!row || !row.type.startsWith('image/')) throw badRequest('img must be the path of an image uploaded with POST /uploads.');
  };
  const viewOf = async (auth: AuthContext, userId: string): Promise<User> => {
    const [row] = await ctx.db
      .select({ user: users, membership: memberships })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, auth.organizationId)))
      .where(eq(users.id, userId));
    if (!row) throw notFound('No such user.');
    return toUserView(row.user, row.membership);
  };

  app.put('/users', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.saveUserBodySchema, request.body);
    if (body.img) await requireUploadedImage(auth, body.img);
    const [first, ...rest] = (body.name ?? '').split(/\s+/);
    const firstName = body.firstName ?? (body.name ? first : undefined);
    const lastName = body.lastName ?? (body.name ? rest.join(' ') : undefined);
    if (firstName !== undefined && firstName.length === 0) throw badRequest('Invalid body. firstName: a first name is required.');
    const changes = {
      ...(firstName !== undefined ? { firstName } : {}),
      ...(lastName !== undefined ? { lastName } : {}),
      ...(body.img !== undefined ? { img: body.img ?? null } : {}),
    };
    // A body that changes nothing is answered with the profile as it is (an empty UPDATE is an error).
    if (Object.keys(changes).length > 0) await ctx.db.update(users).set(changes).where(eq(users.id, auth.user.id));
    return viewOf(auth, auth.user.id);
  });

  /** Profile picture: one's own, or (organization-write) a member's of the current organisation. */
  app.post('/users/update/:id', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.updateUserBodySchema, request.body);
    if (id !== auth.user.id && !auth.permissions.has('organization-write'))
      throw forbidden("Not enough permissions: organization-write is required to change another user's picture.");
    const target = await viewOf(auth, id);
    if (body.userType !== target.userType) throw badRequest(`Invalid body. userType: this account is ${target.userType}.`);
    await requireUploadedImage(auth, body.img);
    await ctx.db.update(users).set({ img: body.img }).where(eq(users.id, id));
    return { status: true };
  });

  app.post('/users/register-notification', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { token } = parseInput(schemas.registerNotificationBodySchema, request.body);
    const parsed = parsePushToken(token, ctx.push.allowedHosts);
    if (parsed.kind === 'invalid') throw badRequest(`Invalid body. ${parsed.reason}.`);
    if (parsed.kind === 'web') {
      await ctx.push.subscribe(auth.user.id, parsed.subscription, ctx.now());
      return { status: true };
    }
    const pushTokens = [...auth.user.pushTokens.filter((known) => known !== token), token].slice(-MAX_PUSH_TOKENS);
    await ctx.db.update(users).set({ pushTokens }).where(eq(users.id, auth.user.id));
    return { status: true };
  });

  app.get('/users/staff', { preHandler: guard(ctx, ['user-read']) }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db
      .select({ user: users, membership: memberships })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, auth.organizationId))
      .orderBy(users.firstName, users.lastName);
    return rows.map((row) => toUserView(row.user, row.membership));
  });

  /** The people of the mappings the caller supervises, in the shifts of /users/shifts. */
  app.get('/users/reportees', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const shifts = await loadUserShifts(ctx.db, auth.organizationId, auth.user.id, ctx.now());
    const ids = new Set<string>();
    for (const shift of shifts) {
      for (const mapping of [...shift.mappings, ...shift.temporaryMappings]) {
        if (mapping.supervisor !== auth.user.id) continue;
        for (const person of [mapping.reporter, mapping.janitor]) if (person && person !== auth.user.id) ids.add(person);
      }
    }
    const views = await Promise.all([...ids].map((id) => viewOf(auth, id).catch(() => null)));
    return views.filter((view): view is User => view !== null).sort((a, b) => a.name.localeCompare(b.name));
  });

  app.get('/users/userGroups', { preHandler: guard(ctx, ['user-read']) }, async (request) => {
    const auth = authOf(request);
    const custom = await ctx.db
      .select({ name: customRoles.name })
      .from(customRoles)
      .where(eq(customRoles.organizationId, auth.organizationId))
      .orderBy(customRoles.name);
    return [...Object.keys(rolePermissions), ...custom.map((row) => row.name)].map((name) => ({ _id: name, name }));
  });

  app.post('/auth/encryptToken', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    return { encryptedToken: await encryptFeedbackToken(ctx.jwtSecret, auth.token, ctx.now()) };
  });

  app.post('/auth/login/google', { config: perIpPerMinute(ctx.limits.settings.loginPerIpPerMinute) }, async (request) => {
    const body = parseInput(schemas.googleLoginBodySchema, request.body);
    if (!ctx.google) throw new HttpError(501, 'Google sign-in is not configured on this server.');
    const email = await verifiedGoogleEmail(ctx.google, body.idToken, ctx.now());
    if (!email) throw unauthorized('Google sign-in failed: the token could not be verified.');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (!user) throw unauthorized('No account uses this Google address.');
    const [membership] = await ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, user.currentOrganization ?? '')));
    const chosen = membership ?? (await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id)))[0];
    if (!chosen) throw forbidden('This account does not belong to any organisation.');
    const token = await ctx.tokens.issue(user.id, chosen.organizationId);
    const active = await loadActiveShift(ctx.db, chosen.organizationId, user.id, ctx.now());
    return { token, user: toUserView(user, chosen, active?.expectedInTime) };
  });
}
