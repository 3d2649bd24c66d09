/**
 * Issue 20 (people), the current organisation's staff for its admins (not in the spec's call
 * tables; the spec names GET /users/staff and the customRoles calls):
 * - GET /admin/staff (user-read): search and filters by group, role, team and status, paged;
 * - GET /admin/staff/{id} (user-read): the person with shifts, recent reports, open issues, permissions;
 * - PUT /admin/staff/{id}/roles, POST …/deactivate, …/reactivate, POST /admin/staff/bulk (user-read + organization-write);
 * - GET /admin/roles (user-read): permission names, built-in roles (read-only) and custom roles;
 * - GET, POST /admin/invitations and DELETE …/{id} (user-read + organization-write).
 * Every change: nobody grants a permission they do not hold (403), the last organization-admin
 * stays (409).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Invitation } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { allPermissions, rolePermissions } from '../auth/roles';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { customRoles, invitations } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { hashAccessCode, newAccessCode } from '../services/access-codes';
import { newId } from '../services/ids';
import {
  STAFF_WRITE,
  changeRoles,
  loadMembers,
  permissionsOfRoles,
  requireHeld,
  rolesOfMembership,
  setActive,
  staffDetail,
  teamsByMember,
  toStaffRow,
} from '../services/staff';

const idParams = z.object({ id: z.string().min(1).max(100) });
const READ = ['user-read'];
const WRITE = ['user-read', STAFF_WRITE];
const HOUR = 3_600_000;

export function toInvitationView(row: typeof invitations.$inferSelect, now: Date): Invitation {
  const status = row.revokedAt ? 'revoked' : row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending';
  return {
    _id: row.id,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/staff', { preHandler: guard(ctx, READ) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.staffQuerySchema, request.query, 'query');
    const teamsOf = await teamsByMember(ctx.db, auth.organizationId);
    const needle = query.q?.trim().toLowerCase();
    const rows = (await loadMembers(ctx.db, auth.organizationId)).filter(({ user, membership }) => {
      if (query.role && membership.role !== query.role) return false;
      if (query.group && !rolesOfMembership(membership).includes(query.group)) return false;
      if (query.team && !(teamsOf.get(user.id) ?? []).some((team) => team._id === query.team)) return false;
      if (query.status && (membership.active ? 'active' : 'deactivated') !== query.status) return false;
      if (needle && ![`${user.firstName} ${user.lastName}`, user.email, user.phone ?? ''].some((text) => text.toLowerCase().includes(needle))) return false;
      return true;
    });
    const start = (query.page - 1) * query.pageSize;
    return {
      items: rows.slice(start, start + query.pageSize).map((row) => toStaffRow(row, teamsOf)),
      total: rows.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  app.get('/admin/staff/:id', { preHandler: guard(ctx, READ) }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'path');
    return staffDetail(ctx, authOf(request).organizationId, id);
  });

  app.put('/admin/staff/:id/roles', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.changeStaffRolesBodySchema, request.body);
    const member = await changeRoles(ctx, auth, id, body.role, body.groups);
    return toStaffRow(member, await teamsByMember(ctx.db, auth.organizationId));
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(`/admin/staff/:id/${action}`, { preHandler: guard(ctx, WRITE) }, async (request) => {
      const auth = authOf(request);
      const { id } = parseInput(idParams, request.params, 'path');
      const member = await setActive(ctx, auth, id, active);
      return toStaffRow(member, await teamsByMember(ctx.db, auth.organizationId));
    });
  }

  /** Each person on their own: one refused change (the last admin, a permission not held) does not stop the others. */
  app.post('/admin/staff/bulk', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.staffBulkBodySchema, request.body);
    if (body.action === 'role') {
      if (!body.role) throw new HttpError(400, 'Invalid body. role: a role is required to change roles.');
      requireHeld(auth, await permissionsOfRoles(ctx.db, auth.organizationId, [body.role]));
    }
    let updated = 0;
    const failed: { _id: string; message: string }[] = [];
    for (const id of [...new Set(body.ids)]) {
      try {
        if (body.action === 'deactivate') await setActive(ctx, auth, id, false);
        else await changeRoles(ctx, auth, id, body.role ?? '', []);
        updated += 1;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        failed.push({ _id: id, message: error.message });
      }
    }
    return { updated, failed };
  });

  app.get('/admin/roles', { preHandler: guard(ctx, READ) }, async (request) => {
    const auth = authOf(request);
    const custom = await ctx.db.select().from(customRoles).where(eq(customRoles.organizationId, auth.organizationId)).orderBy(customRoles.name);
    return {
      permissions: [...allPermissions],
      builtIn: Object.entries(rolePermissions).map(([name, permissions]) => ({ name, permissions: [...permissions] })),
      custom: custom.map((row) => ({ _id: row.id, name: row.name, permissions: row.permissions })),
    };
  });

  app.get('/admin/invitations', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db.select().from(invitations).where(eq(invitations.organizationId, auth.organizationId)).orderBy(desc(invitations.createdAt));
    return rows.map((row) => toInvitationView(row, ctx.now()));
  });

  app.post('/admin/invitations', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.inviteStaffBodySchema, request.body);
    // The invitation grants exactly this role: the inviter must hold all of its permissions.
    requireHeld(auth, await permissionsOfRoles(ctx.db, auth.organizationId, [body.role]));
    const code = newAccessCode();
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(invitations)
      .values({
        id: newId(),
        organizationId: auth.organizationId,
        codeHash: hashAccessCode(code),
        email: body.email ?? null,
        phone: body.phone ?? null,
        role: body.role,
        expiresAt: new Date(now.getTime() + body.expiresInHours * HOUR),
        createdBy: auth.user.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return { ...toInvitationView(row, now), code, link: `/auth/reset?invite=${code}` };
  });

  app.delete('/admin/invitations/:id', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const [row] = await ctx.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.organizationId, auth.organizationId)));
    if (!row) throw notFound('No such invitation.');
    if (row.acceptedAt) throw new HttpError(409, 'This invitation has been accepted already.');
    if (!row.revokedAt) await ctx.db.update(invitations).set({ revokedAt: ctx.now() }).where(eq(invitations.id, id));
    return { status: true };
  });
}
