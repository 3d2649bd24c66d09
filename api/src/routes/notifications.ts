/**
 * GET /notifications, PUT /notifications/read, POST /notifications. Each user sees only their own
 * notifications in the organisation of their token. Sending to someone else needs user-read (the
 * same permission as the staff list) and a member of the organisation; sending to oneself needs
 * nothing more than a valid token.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { notifications } from '../db/schema';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validate';
import { requireMember } from '../services/lookups';
import { deliverNotifications } from '../push/deliver-notifications';

/** The newest this many are listed: the bell and the page show recent ones, not an archive. */
export const NOTIFICATION_LIST_LIMIT = 100;

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationView(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    data: { type: row.dataType, id: row.dataId },
  };
}

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/notifications', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, auth.user.id), eq(notifications.organizationId, auth.organizationId)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT);
    return rows.map(toNotificationView);
  });

  app.put('/notifications/read', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { ids } = parseInput(schemas.markNotificationsReadBodySchema, request.body ?? {});
    const mine = and(eq(notifications.userId, auth.user.id), eq(notifications.organizationId, auth.organizationId), eq(notifications.read, false));
    if (ids && ids.length === 0) return { status: true, updated: 0 };
    const updated = await ctx.db
      .update(notifications)
      .set({ read: true })
      .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
      .returning({ id: notifications.id });
    return { status: true, updated: updated.length };
  });

  app.post('/notifications', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.createNotificationBodySchema, request.body);
    const userId = body.userId ?? auth.user.id;
    if (userId !== auth.user.id) {
      if (!auth.permissions.has('user-read')) throw forbidden('Not enough permissions: user-read required.');
      await requireMember(ctx.db, auth.organizationId, userId, 'User');
    }
    const [row] = await ctx.db
      .insert(notifications)
      .values({
        id: `ntf-${randomUUID()}`,
        organizationId: auth.organizationId,
        userId,
        title: body.title,
        body: body.body,
        dataType: body.data.type,
        dataId: body.data.id ?? null,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('notification insert returned no row');
    deliverNotifications(ctx, [row]);
    return toNotificationView(row);
  });
}
