/** Memberships made by joining, admin switching and activation; the session answer after a switch. */
import { and, eq } from 'drizzle-orm';
import type { SwitchOrganizationAnswer } from 'shared-contracts/schemas';
import type { UserRow } from '../auth/guard';
import { rolePermissions, type RoleName } from '../auth/roles';
import type { AppContext } from '../context';
import { customRoles, memberships, users } from '../db/schema';
import { loadActiveShift } from './user-shifts';
import { toUserView } from './user-view';

/** Group system-admin (by group names or system roles), as the spec matches groups. */
export function isSystemAdmin(user: UserRow): boolean {
  return user.userGroupNames.includes('system-admin') || user.systemRoles.includes('system-admin');
}

/** The permissions of a role: a built-in one, or a custom role of the organisation by name. */
export async function permissionsOfRole(ctx: AppContext, organizationId: string, role: string): Promise<string[] | null> {
  if (role in rolePermissions) return [...rolePermissions[role as RoleName]];
  const [custom] = await ctx.db
    .select()
    .from(customRoles)
    .where(and(eq(customRoles.organizationId, organizationId), eq(customRoles.name, role)));
  return custom ? [...custom.permissions] : null;
}

export async function addMembership(ctx: AppContext, userId: string, organizationId: string, role: string, permissions: string[]): Promise<void> {
  await ctx.db
    .insert(memberships)
    .values({ userId, organizationId, role, assignedRoles: [role], permissions })
    .onConflictDoNothing();
}

/** Makes `organizationId` the user's current organisation and answers a token for it. */
export async function switchTo(ctx: AppContext, user: UserRow, organizationId: string): Promise<SwitchOrganizationAnswer> {
  const [membership] = await ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, organizationId)));
  if (!membership) throw new Error('switchTo needs a membership');
  await ctx.db.update(users).set({ currentOrganization: organizationId }).where(eq(users.id, user.id));
  const token = await ctx.tokens.issue(user.id, organizationId);
  const active = await loadActiveShift(ctx.db, organizationId, user.id, ctx.now());
  return { status: true, token, user: toUserView({ ...user, currentOrganization: organizationId }, membership, active?.expectedInTime) };
}
