/**
 * What follows a notification insert: the user's open apps hear it over GET /events at once, their
 * closed ones by Web Push. Every place that inserts notifications calls this with the rows.
 */
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { toNotificationView, type NotificationRow } from '../routes/notifications';

export function deliverNotifications(ctx: AppContext, rows: readonly NotificationRow[]): void {
  for (const row of rows) ctx.live.toUser(row.userId, row.organizationId, { type: 'notification', notification: toNotificationView(row) });
  ctx.push.send(
    rows.map((row) => ({
      userId: row.userId,
      payload: {
        id: row.id,
        title: row.title,
        body: row.body,
        type: row.dataType,
        url: schemas.notificationPath({ type: row.dataType, id: row.dataId }),
        dataId: row.dataId,
      },
    })),
  );
}
