/**
 * Issues raised from a submitted report (or a request's Create an Issue) notify the members of the
 * team each one is assigned to (data.type issue), through the one notification path (notifyIssue:
 * the notifications table, the SSE fan-out and Web Push). Who raised it is not told of it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { facilities, type issues } from '../db/schema';
import { notifyIssue, teamMembers } from './issue-work';

type RaisedRow = Pick<typeof issues.$inferInsert, 'id' | 'organizationId' | 'facilityId' | 'teamId' | 'label' | 'raisedBy' | 'createdAt'>;

/** Notifies each raised issue's team; the count of notifications sent. */
export async function notifyRaisedIssues(ctx: AppContext, rows: readonly RaisedRow[]): Promise<number> {
  const assigned = rows.flatMap((row) => (row.id && row.teamId ? [{ ...row, id: row.id, teamId: row.teamId }] : []));
  const first = assigned[0];
  if (!first) return 0;
  const organizationId = first.organizationId;
  const names = new Map(
    (
      await ctx.db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, [...new Set(assigned.map((row) => row.facilityId))])))
    ).map((row) => [row.id, row.name]),
  );
  let sent = 0;
  for (const row of assigned) {
    sent += await notifyIssue(ctx, {
      organizationId: row.organizationId,
      userIds: await teamMembers(ctx.db, row.organizationId, row.teamId),
      except: row.raisedBy ?? undefined,
      title: 'New issue for your team',
      body: `${row.label} at ${names.get(row.facilityId) ?? 'a facility'}`,
      type: 'issue',
      issueId: row.id,
      at: row.createdAt ?? ctx.now(),
    });
  }
  return sent;
}
