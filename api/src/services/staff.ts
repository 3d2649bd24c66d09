/**
 * Issue 20 (people): the staff of an organisation as its admins see them, and the rules every
 * change to a member goes through: a member's permissions are the union of their role's and their
 * groups' (built-in or custom roles), nobody grants a permission they do not hold, and the last
 * active organization-admin cannot lose that role or be deactivated.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import type { StaffDetail, StaffRow } from 'shared-contracts/schemas';
import type { AuthContext, MembershipRow, UserRow } from '../auth/guard';
import { rolePermissions, type RoleName } from '../auth/roles';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { customRoles, facilities, issues, memberships, reports, shifts, teams, users } from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../http/errors';

/** The permission that lets an admin change people (the spec names no user-write; admins hold organization-write). */
export const STAFF_WRITE = 'organization-write';
export const ORG_ADMIN = 'organization-admin';
export const LAST_ADMIN = 'This is the last organization-admin of the organisation: make someone else organization-admin first.';

type Member = { user: UserRow; membership: MembershipRow };

export const rolesOfMembership = (membership: MembershipRow): string[] => [...new Set([membership.role, ...membership.assignedRoles])];
const groupsOf = (membership: MembershipRow): string[] => membership.assignedRoles.filter((role) => role !== membership.role);

/** Permissions of every named role (built-in or custom of the organisation); an unknown role is a 400. */
export async function permissionsOfRoles(db: Db, organizationId: string, roles: readonly string[]): Promise<string[]> {
  const custom = await db.select().from(customRoles).where(eq(customRoles.organizationId, organizationId));
  const out = new Set<string>();
  for (const role of roles) {
    const permissions = role in rolePermissions ? rolePermissions[role as RoleName] : custom.find((row) => row.name === role)?.permissions;
    if (!permissions) throw badRequest(`Invalid body. role: no role ${role} in this organisation.`);
    for (const permission of permissions) out.add(permission);
  }
  return [...out];
}

/** Nobody grants a permission they do not hold (403 naming the first one). */
export function requireHeld(auth: AuthContext, permissions: readonly string[]): void {
  const missing = permissions.find((permission) => !auth.permissions.has(permission));
  if (missing) throw forbidden(`You cannot grant ${missing}: you do not hold it.`);
}

/** The members of an organisation with their teams. */
export async function loadMembers(db: Db, organizationId: string): Promise<Member[]> {
  return db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(users.firstName, users.lastName);
}

export async function loadMember(db: Db, organizationId: string, userId: string): Promise<Member> {
  const [row] = await db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!row) throw notFound('No such person.');
  return row;
}

export async function teamsByMember(db: Db, organizationId: string): Promise<Map<string, { _id: string; name: string }[]>> {
  const rows = await db.select().from(teams).where(eq(teams.organizationId, organizationId));
  const byMember = new Map<string, { _id: string; name: string }[]>();
  for (const team of rows) for (const member of team.members) byMember.set(member, [...(byMember.get(member) ?? []), { _id: team.id, name: team.name }]);
  return byMember;
}

export function toStaffRow({ user, membership }: Member, teamsOf: Map<string, { _id: string; name: string }[]>): StaffRow {
  return {
    _id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email.endsWith('@phone.invalid') ? null : user.email,
    phone: user.phone,
    img: user.img,
    role: membership.role,
    groups: groupsOf(membership),
    teams: teamsOf.get(user.id) ?? [],
    status: membership.active ? 'active' : 'deactivated',
  };
}

/** Throws 409 when `userId` is the last active organization-admin and would stop being one. */
export async function requireAnotherAdmin(db: Db, organizationId: string, userId: string): Promise<void> {
  const members = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.active, true)));
  const admins = members.filter((membership) => rolesOfMembership(membership).includes(ORG_ADMIN));
  if (admins.length === 1 && admins[0]?.userId === userId) throw conflict(LAST_ADMIN);
}

/** Sets a member's role and groups, recomputing their permissions (all rules checked first). */
export async function changeRoles(ctx: AppContext, auth: AuthContext, userId: string, role: string, groups: readonly string[]): Promise<Member> {
  const member = await loadMember(ctx.db, auth.organizationId, userId);
  const roles = [...new Set([role, ...groups])];
  const permissions = await permissionsOfRoles(ctx.db, auth.organizationId, roles);
  requireHeld(auth, permissions);
  // Taking roles away is granting too: one may only change someone whose permissions one holds.
  requireHeld(auth, member.membership.permissions);
  if (!roles.includes(ORG_ADMIN)) await requireAnotherAdmin(ctx.db, auth.organizationId, userId);
  const [membership] = await ctx.db
    .update(memberships)
    .set({ role, assignedRoles: roles, permissions })
    .where(and(eq(memberships.organizationId, auth.organizationId), eq(memberships.userId, userId)))
    .returning();
  if (!membership) throw notFound('No such person.');
  return { user: member.user, membership };
}

/** Deactivates (their sessions end at once; their reports stay) or reactivates a member. */
export async function setActive(ctx: AppContext, auth: AuthContext, userId: string, active: boolean): Promise<Member> {
  const member = await loadMember(ctx.db, auth.organizationId, userId);
  if (!active) {
    if (userId === auth.user.id) throw conflict('You cannot deactivate yourself.');
    requireHeld(auth, member.membership.permissions);
    await requireAnotherAdmin(ctx.db, auth.organizationId, userId);
  }
  if (member.membership.active === active) throw conflict(active ? 'This person is already active.' : 'This person is already deactivated.');
  // Real time, as tokens carry it: every token issued before now stops working (see auth/guard.ts).
  const change = active ? { active } : { active, sessionsEndedAt: new Date() };
  const [membership] = await ctx.db
    .update(memberships)
    .set(change)
    .where(and(eq(memberships.organizationId, auth.organizationId), eq(memberships.userId, userId)))
    .returning();
  if (!membership) throw notFound('No such person.');
  return { user: member.user, membership };
}

/** After a custom role changed, the members holding it get their new permissions at their next call. */
export async function recomputeRoleHolders(db: Db, organizationId: string, roleName: string): Promise<void> {
  const members = await db.select().from(memberships).where(eq(memberships.organizationId, organizationId));
  for (const membership of members) {
    const roles = rolesOfMembership(membership);
    if (!roles.includes(roleName)) continue;
    const permissions = await permissionsOfRoles(db, organizationId, roles).catch((error: unknown) => {
      if (error instanceof HttpError) return membership.permissions;
      throw error;
    });
    await db
      .update(memberships)
      .set({ permissions })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, membership.userId)));
  }
}

/** What the person's page shows beside the row: shifts, recent reports, open issues, permissions. */
export async function staffDetail(ctx: AppContext, organizationId: string, userId: string): Promise<StaffDetail> {
  const member = await loadMember(ctx.db, organizationId, userId);
  const row = toStaffRow(member, await teamsByMember(ctx.db, organizationId));
  const shiftRows = await ctx.db.select().from(shifts).where(eq(shifts.organizationId, organizationId)).orderBy(desc(shifts.expectedInTime));
  const myShifts = shiftRows.flatMap((shift) => {
    const as = new Set<string>();
    for (const mapping of [...shift.mappings, ...shift.temporaryMappings]) {
      if (mapping.reporter === userId) as.add('reporter');
      if (mapping.supervisor === userId) as.add('supervisor');
      if (mapping.janitor === userId) as.add('janitor');
    }
    return as.size === 0
      ? []
      : [
          {
            _id: shift.id,
            shift: shift.shiftName || shift.shift,
            expectedInTime: shift.expectedInTime.toISOString(),
            expectedOutTime: shift.expectedOutTime.toISOString(),
            as: [...as].join(', '),
          },
        ];
  });
  const recent = await ctx.db
    .select({ id: reports.id, facility: facilities.name, createdAt: reports.createdAt })
    .from(reports)
    .innerJoin(facilities, eq(facilities.id, reports.facilityId))
    .where(and(eq(reports.organizationId, organizationId), eq(reports.reporterId, userId)))
    .orderBy(desc(reports.createdAt))
    .limit(10);
  const open = await ctx.db
    .select({ id: issues.id, label: issues.label, facility: facilities.name, status: issues.status, createdAt: issues.createdAt })
    .from(issues)
    .innerJoin(facilities, eq(facilities.id, issues.facilityId))
    .where(and(eq(issues.organizationId, organizationId), eq(issues.statusResolved, false), or(eq(issues.raisedBy, userId), eq(issues.assigneeId, userId))))
    .orderBy(desc(issues.createdAt))
    .limit(10);
  return {
    ...row,
    permissions: [...member.membership.permissions].sort(),
    shifts: myShifts.slice(0, 10),
    recentReports: recent.map((report) => ({ _id: report.id, facility: report.facility, createdAt: report.createdAt.toISOString() })),
    openIssues: open.map((issue) => ({
      _id: issue.id,
      label: issue.label,
      facility: issue.facility,
      status: issue.status,
      createdAt: issue.createdAt.toISOString(),
    })),
  };
}

/** A renamed custom role keeps its holders. */
export async function renameRole(db: Db, organizationId: string, from: string, to: string): Promise<void> {
  const members = await db.select().from(memberships).where(eq(memberships.organizationId, organizationId));
  for (const membership of members) {
    if (!rolesOfMembership(membership).includes(from)) continue;
    const rename = (role: string) => (role === from ? to : role);
    await db
      .update(memberships)
      .set({ role: rename(membership.role), assignedRoles: membership.assignedRoles.map(rename) })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, membership.userId)));
  }
}
