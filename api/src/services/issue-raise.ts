/**
 * An issue raised by hand (issue 16). It is made by the same code as an issue a report raises
 * (issueRowsOf: due time from urgency and the organisation's hours, the team's status) and told to
 * the team the same way (notifyRaisedIssues), so it enters the same life cycle and escalation.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { IssueDetail, RaiseIssueAnswer, RaiseIssueBody } from 'shared-contracts/schemas';
import { rules } from '../contracts';
import type { AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { issues, parameters, teams } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { loadActiveFacility } from './lookups';
import { issueRowsOf } from './issue-rows';
import { requireUploaded } from './issue-work';
import { organizationDueHours } from './org-due-hours';
import { notifyRaisedIssues } from './raised-issue-notices';

/** The parameter id of an issue that names no checklist parameter (a free title). */
export const BY_HAND_PARAMETER = 'by-hand';
const DIFFERENT_BODY = 'This key was already used for a different issue.';

type IssueInsert = typeof issues.$inferInsert;

/** One id per (organisation, person, key): a retry of the same raise finds the issue it made. */
export const raisedIssueId = (organizationId: string, userId: string, key: string): string =>
  createHash('sha256').update(`raise|${organizationId}|${userId}|${key}`).digest('hex').slice(0, 24);

/** What a raise decided, to tell a retry (the same) from another raise under the same key. */
const fingerprintOf = (row: Pick<IssueInsert, 'facilityId' | 'parameterId' | 'label' | 'description' | 'urgencyLevel' | 'teamId' | 'assigneeId' | 'media'>) =>
  JSON.stringify([
    row.facilityId,
    row.parameterId,
    row.label,
    row.description,
    row.urgencyLevel,
    row.teamId ?? null,
    row.assigneeId ?? null,
    (row.media ?? []).map((m) => m.name),
  ]);

/** A live team of the organisation: 404 unknown, 409 retired. */
async function requireLiveTeam(db: Db, organizationId: string, teamId: string) {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, organizationId)));
  if (!row) throw notFound('No such team.');
  if (row.retiredAt) throw conflict(`${row.name} is retired and takes no new issues.`);
  return row;
}

/** The team whose default parameters hold the parameter (as a report's issue gets it); null when none. */
async function defaultTeamOf(db: Db, organizationId: string, parameterId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), isNull(teams.retiredAt), sql`${teams.defaultParameters} @> ${JSON.stringify([parameterId])}::jsonb`))
    .orderBy(teams.name)
    .limit(1);
  return row?.id ?? null;
}

export async function raiseIssueByHand(ctx: AppContext, auth: AuthContext, body: RaiseIssueBody): Promise<RaiseIssueAnswer> {
  const organizationId = auth.organizationId;
  const id = raisedIssueId(organizationId, auth.user.id, body.key);
  const facility = await loadActiveFacility(ctx.db, organizationId, body.facilityId);
  let parameter: { id: string; label: string; img: string | null } | null = null;
  if (body.parameterId) {
    const [row] = await ctx.db
      .select({ id: parameters.id, label: parameters.label, img: parameters.img })
      .from(parameters)
      .where(and(eq(parameters.id, body.parameterId), eq(parameters.organizationId, organizationId)));
    if (!row) throw notFound('No such parameter.');
    parameter = row;
  }
  const team = body.teamId ? await requireLiveTeam(ctx.db, organizationId, body.teamId) : null;
  if (body.assigneeId && !team?.members.includes(body.assigneeId)) throw badRequest('The assignee must be a member of the chosen team.');
  const teamId = team?.id ?? (parameter ? await defaultTeamOf(ctx.db, organizationId, parameter.id) : null);
  const detail: IssueDetail = {
    parameter: parameter?.id ?? BY_HAND_PARAMETER,
    label: body.title ?? parameter?.label ?? '',
    img: parameter?.img ?? null,
    media: body.media,
    description: body.description,
    tags: [],
    selectedTags: [],
    assignedTeamName: teamId,
    defaultTeamId: null,
    urgencyLevel: body.urgencyLevel,
    affectedParamsCount: 1,
    paramQuantity: 1,
  };
  const now = ctx.now();
  const [made] = issueRowsOf([detail], {
    organizationId,
    facilityId: facility.id,
    reportId: null,
    raisedBy: auth.user.id,
    createdAt: now,
    dueHours: await organizationDueHours(ctx.db, organizationId),
  });
  if (!made) throw new Error('issueRowsOf made no row');
  const row: IssueInsert = { ...made, id, assigneeId: body.assigneeId ?? null };

  const [earlier] = await ctx.db
    .select()
    .from(issues)
    .where(and(eq(issues.id, id), eq(issues.organizationId, organizationId)));
  if (earlier) return answerRetry(earlier, row);
  await requireUploaded(ctx.db, organizationId, body.media);
  if (parameter) {
    // One open issue per parameter and facility, as a report raises them.
    const [open] = await ctx.db
      .select({ id: issues.id })
      .from(issues)
      .where(
        and(
          eq(issues.organizationId, organizationId),
          eq(issues.facilityId, facility.id),
          eq(issues.parameterId, parameter.id),
          inArray(issues.status, [...rules.OPEN_ISSUE_STATUSES]),
        ),
      )
      .limit(1);
    if (open) throw conflict(`An open issue for ${parameter.label} at ${facility.name} already exists.`);
  }
  const inserted = await ctx.db.insert(issues).values(row).onConflictDoNothing().returning();
  if (inserted.length === 0) {
    // A concurrent retry of the same key won.
    const [winner] = await ctx.db.select().from(issues).where(eq(issues.id, id));
    if (!winner) throw new Error('raised issue neither inserted nor found');
    return answerRetry(winner, row);
  }
  await notifyRaisedIssues(ctx, [row]);
  ctx.live.toOrganization(organizationId, { type: 'issue', issueId: id });
  return { _id: id, status: row.status === 'assigned' ? 'assigned' : 'raised', duplicate: false };
}

function answerRetry(earlier: typeof issues.$inferSelect, wanted: IssueInsert): RaiseIssueAnswer {
  if (fingerprintOf(earlier) !== fingerprintOf(wanted)) throw conflict(DIFFERENT_BODY);
  return { _id: earlier.id, status: earlier.teamId ? 'assigned' : 'raised', duplicate: true };
}
