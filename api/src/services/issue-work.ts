/**
 * The issue life cycle on the server (issue 16): who the caller is to an issue (rules from
 * shared-contracts), the summary and history views, notifications for each step, and the
 * escalation sweep. Routes (routes/issue-work.ts) stay thin.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { IssueStatus, IssueActor, IssueParties } from 'shared-contracts/rules';
import type { IssueSummary, MediaItem, Person, UrgencyLevel } from 'shared-contracts/schemas';
import { rules } from '../contracts';
import type { AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { facilities, issueEvents, issues, memberships, notifications, teams, uploads, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { deliverNotifications } from '../push/deliver-notifications';
import { linkEscalationContacts } from './share-contacts';

export type IssueRow = typeof issues.$inferSelect;

/** The teams the user is a member of in the organisation. */
export async function teamIdsOf(db: Db, organizationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), sql`${teams.members} @> ${JSON.stringify([userId])}::jsonb`));
  return rows.map((row) => row.id);
}

export async function actorOf(db: Db, auth: AuthContext): Promise<IssueActor> {
  return { userId: auth.user.id, permissions: auth.permissions, teamIds: await teamIdsOf(db, auth.organizationId, auth.user.id) };
}

export const partiesOf = (row: IssueRow): IssueParties => ({
  status: row.status as IssueStatus,
  teamId: row.teamId,
  assigneeId: row.assigneeId,
  raisedBy: row.raisedBy,
});

let eventCounter = 0;
/**
 * An event id that sorts in the order the events were made (after their time, which a pinned or
 * coarse clock can make equal): the wall clock, then a counter within this process.
 */
export function newEventId(): string {
  eventCounter = (eventCounter + 1) % 1_000_000;
  return `iev-${Date.now().toString(36).padStart(9, '0')}-${String(eventCounter).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
}

/** A stable hash of what a keyed write carries, to tell a retry from a different write under the same key. */
export function bodyHashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** Every media item must be a file this organisation uploaded (names are unguessable). */
export async function requireUploaded(db: Db, organizationId: string, media: readonly MediaItem[]): Promise<void> {
  if (media.length === 0) return;
  const names = [...new Set(media.map((item) => item.name))];
  const rows = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.organizationId, organizationId), inArray(uploads.name, names)));
  if (rows.length !== names.length) throw badRequest('A photo or voice note was not uploaded. Upload it first.');
}

const nameOf = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim() || 'Someone';

/** People by id, as { _id, name }. */
export async function peopleOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { _id: row.id, name: nameOf(row.firstName, row.lastName) }]));
}

/** Summaries of issue rows (with facility and team names, people and lateness). */
export async function summariesOf(db: Db, rows: readonly IssueRow[], now: Date): Promise<IssueSummary[]> {
  if (rows.length === 0) return [];
  const facilityIds = [...new Set(rows.map((row) => row.facilityId))];
  const teamIds = [...new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])))];
  const [facilityRows, teamRows, people] = await Promise.all([
    db.select({ id: facilities.id, name: facilities.name }).from(facilities).where(inArray(facilities.id, facilityIds)),
    teamIds.length ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)) : Promise.resolve([]),
    peopleOf(
      db,
      rows.flatMap((row) => [row.assigneeId, row.raisedBy]),
    ),
  ]);
  const facilityName = new Map(facilityRows.map((row) => [row.id, row.name]));
  const teamName = new Map(teamRows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    _id: row.id,
    label: row.label,
    img: row.img,
    status: row.status as IssueStatus,
    urgencyLevel: row.urgencyLevel as UrgencyLevel,
    facility: { _id: row.facilityId, name: facilityName.get(row.facilityId) ?? row.facilityId },
    team: row.teamId ? { _id: row.teamId, name: teamName.get(row.teamId) ?? row.teamId } : null,
    assignee: row.assigneeId ? (people.get(row.assigneeId) ?? null) : null,
    raisedBy: row.raisedBy ? (people.get(row.raisedBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    lateMinutes: rules.issueLateMinutes({ status: row.status as IssueStatus, dueAt: row.dueAt }, now),
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
  }));
}

/** Members of the organisation among `userIds` (a notification never goes to someone outside it). */
async function membersAmong(db: Db, organizationId: string, userIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, wanted)));
  return rows.map((row) => row.id);
}

/** Escalation targets (spec 001 §6): managers and organisation admins of the organisation. */
export async function escalationTargets(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberships.userId, role: memberships.role, assigned: memberships.assignedRoles })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  const targets = new Set(['manager', 'organization-admin']);
  return rows.filter((row) => targets.has(row.role) || row.assigned.some((role) => targets.has(role))).map((row) => row.id);
}

export async function teamMembers(db: Db, organizationId: string, teamId: string | null): Promise<string[]> {
  if (!teamId) return [];
  const [row] = await db
    .select({ members: teams.members })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)));
  return row?.members ?? [];
}

export interface IssueNotice {
  organizationId: string;
  userIds: readonly string[];
  /** Not sent to who took the step. */
  except?: string;
  title: string;
  body: string;
  type: 'issue' | 'task';
  issueId: string;
  at: Date;
}

/** Notifications of a step (data.type issue or task, so the bell and the bottom bar count them). */
export async function notifyIssue(ctx: AppContext, notice: IssueNotice): Promise<number> {
  const recipients = (await membersAmong(ctx.db, notice.organizationId, notice.userIds)).filter((id) => id !== notice.except);
  if (recipients.length === 0) return 0;
  const rows = await ctx.db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        id: `ntf-${randomUUID()}`,
        organizationId: notice.organizationId,
        userId,
        title: notice.title,
        body: notice.body,
        dataType: notice.type,
        dataId: notice.issueId,
        createdAt: notice.at,
      })),
    )
    .returning();
  deliverNotifications(ctx, rows);
  return recipients.length;
}

/**
 * Escalates every open issue past its due time that was not escalated yet: one UPDATE claims
 * them (escalated_at IS NULL), so two api nodes or two sweeps never notify twice.
 */
export async function escalateOverdue(ctx: AppContext, organizationId?: string): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db
    .update(issues)
    .set({ escalatedAt: now })
    .where(
      and(
        organizationId ? eq(issues.organizationId, organizationId) : undefined,
        isNull(issues.escalatedAt),
        lt(issues.dueAt, now),
        inArray(issues.status, [...rules.OPEN_ISSUE_STATUSES]),
      ),
    )
    .returning();
  for (const row of claimed) {
    await ctx.db.insert(issueEvents).values({
      id: newEventId(),
      organizationId: row.organizationId,
      issueId: row.id,
      action: 'escalate',
      fromStatus: row.status,
      toStatus: row.status,
      note: `Overdue by ${rules.issueLateMinutes({ status: row.status as IssueStatus, dueAt: row.dueAt }, now)} minutes.`,
      actorId: null,
      createdAt: now,
    });
    const [facility] = await ctx.db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, row.facilityId));
    await notifyIssue(ctx, {
      organizationId: row.organizationId,
      userIds: await escalationTargets(ctx.db, row.organizationId),
      title: 'Issue overdue',
      body: `${row.label} at ${facility?.name ?? 'a facility'} is past its due time.`,
      type: 'issue',
      issueId: row.id,
      at: now,
    });
    // Issue 20: the organisation's escalation contacts (landlords, contractors) get a link to the issue, recorded against them.
    await linkEscalationContacts(ctx.db, row.organizationId, row.id, now);
    ctx.live.toOrganization(row.organizationId, { type: 'issue', issueId: row.id });
  }
  return claimed.length;
}
