/**
 * Authentication and permission checks. `guard(ctx, permissions)` is a preHandler: it verifies the
 * bearer token, loads the user and their membership in the token's organisation, and requires ALL
 * listed permissions there (as the route table does). Handlers read the result with `authOf`.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { memberships, revokedTokens, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { TokenError } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export interface AuthContext {
  user: UserRow;
  membership: MembershipRow;
  organizationId: string;
  permissions: ReadonlySet<string>;
  token: string;
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authentication required.');
  let claims;
  try {
    claims = await ctx.tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(error.message);
    throw error;
  }
  // One round trip on every request: the member and whether the token was revoked (logout).
  const [row] = await ctx.db
    .select({
      user: users,
      membership: memberships,
      revoked: sql<boolean>`${exists(ctx.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti)))}`,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, claims.organizationId)))
    .where(eq(users.id, claims.userId));
  if (!row) {
    // No membership: a revoked token still says its session ended, as it did before the membership went.
    const [revoked] = await ctx.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti));
    throw unauthorized(revoked ? 'Session ended. Please log in again.' : 'Invalid token.');
  }
  if (row.revoked) throw unauthorized('Session ended. Please log in again.');
  // Issue 20: deactivating a member ends their sessions at once (and a later reactivation does not revive them).
  const ended = row.membership.sessionsEndedAt;
  if (!row.membership.active || (ended && (!claims.issuedAt || claims.issuedAt.getTime() <= ended.getTime()))) {
    throw unauthorized('Session ended. Please log in again.');
  }
  return {
    user: row.user,
    membership: row.membership,
    organizationId: claims.organizationId,
    permissions: new Set(row.membership.permissions),
    token,
    jti: claims.jti,
    expiresAt: claims.expiresAt,
  };
}

/** preHandler: authenticated, with ALL of `permissions` in the current organisation. */
export function guard(ctx: AppContext, permissions: readonly string[] = []): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = await authenticate(ctx, request);
    const missing = permissions.filter((permission) => !auth.permissions.has(permission));
    if (missing.length > 0) throw forbidden(`Not enough permissions: ${missing.join(', ')} required.`);
    request.auth = auth;
  };
}

/** preHandler: authenticated, with at least one of `permissions`. */
export function guardAny(ctx: AppContext, permissions: readonly string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = await authenticate(ctx, request);
    if (!permissions.some((permission) => auth.permissions.has(permission))) {
      throw forbidden(`Not enough permissions: one of ${permissions.join(', ')} required.`);
    }
    request.auth = auth;
  };
}

/** The auth context a guard put on the request. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
