/**
 * Calls that name an organisation (`/organizations/{id}/…`, `?organization=`) work on any
 * organisation the caller belongs to, with the permissions of their membership *there*: the picker
 * and details popups read switchable organisations other than the current one. Not a member: 404,
 * as if it did not exist; a member without the permission: 403.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { memberships } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { AuthContext, MembershipRow } from './guard';

/** `{id}` of /organizations/{id}/… */
export const orgParams = z.object({ id: z.string().min(1).max(100) });

export async function requireOrgAccess(
  ctx: AppContext,
  auth: AuthContext,
  organizationId: string,
  permissions: readonly string[],
  mode: 'all' | 'any' = 'all',
): Promise<MembershipRow> {
  const membership =
    organizationId === auth.organizationId
      ? auth.membership
      : (
          await ctx.db
            .select()
            .from(memberships)
            .where(and(eq(memberships.userId, auth.user.id), eq(memberships.organizationId, organizationId)))
        )[0];
  if (!membership) throw notFound('Organization not found.');
  const held = new Set(membership.permissions);
  const missing = permissions.filter((permission) => !held.has(permission));
  const ok = mode === 'all' ? missing.length === 0 : permissions.length === 0 || missing.length < permissions.length;
  if (!ok) {
    throw forbidden(
      mode === 'all' ? `Not enough permissions: ${missing.join(', ')} required.` : `Not enough permissions: one of ${permissions.join(', ')} required.`,
    );
  }
  return membership;
}
