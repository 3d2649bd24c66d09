/**
 * Demo notifications: a few per demo user, some read, some about issues and tasks (they drive the
 * bottom bar's badges), relative to the seeding time like the rest of the seed.
 */
import type { Db } from './client';
import { notifications } from './schema';

const MINUTE = 60_000;

interface DemoNotification {
  title: string;
  body: string;
  type: 'issue' | 'task' | 'other';
  read: boolean;
  minutesAgo: number;
}

const demo: DemoNotification[] = [
  { title: 'New issue assigned', body: 'Washroom 1: the floor is wet near the entrance.', type: 'issue', read: false, minutesAgo: 12 },
  { title: 'Task due today', body: 'Refill the soap dispensers on the ground floor.', type: 'task', read: false, minutesAgo: 45 },
  { title: 'Shift reminder', body: 'Your shift started; scan each facility on your list.', type: 'other', read: false, minutesAgo: 120 },
  { title: 'Issue resolved', body: 'Pantry: the broken tap was fixed.', type: 'issue', read: true, minutesAgo: 24 * 60 },
];

export async function seedNotifications(db: Db, organizationId: string, userIds: readonly string[], now: Date): Promise<void> {
  await db.insert(notifications).values(
    userIds.flatMap((userId) =>
      demo.map((item, i) => ({
        id: `ntf-${userId}-${i + 1}`,
        organizationId,
        userId,
        title: item.title,
        body: item.body,
        dataType: item.type,
        dataId: null,
        read: item.read,
        createdAt: new Date(now.getTime() - item.minutesAgo * MINUTE),
      })),
    ),
  );
}
