/**
 * The issue life cycle (issue 16): GET /issues/list, GET /issues/:id, GET /issues/:id/media,
 * POST /issues/:id/actions, POST /issues/:id/comments, PUT /issues/:id/comments/:commentId,
 * GET /escalations. Who may do what is shared-contracts' rules/issue-lifecycle.ts; every write
 * carries an idempotency key (the outbox retries it): the same key and body answers what the first
 * did, the same key with another body is 409.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { organizationDueHours } from '../services/org-due-hours';
import type { FastifyInstance } from 'fastify';
import type { IssueAction, IssueStatus } from 'shared-contracts/rules';
import type { IssueComment, IssueEvent, IssueMedia, IssueView, MediaItem } from 'shared-contracts/schemas';
import { z } from 'zod';
import { rules, schemas } from '../contracts';
import { authOf, guard, guardAny } from '../auth/guard';
import type { AppContext } from '../context';
import { facilities, issueComments, issueEvents, issues, teams } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { requireMember } from '../services/lookups';
import {
  actorOf,
  bodyHashOf,
  escalateOverdue,
  escalationTargets,
  partiesOf,
  peopleOf,
  requireUploaded,
  summariesOf,
  teamMembers,
  notifyIssue,
  newEventId,
  type IssueRow,
} from '../services/issue-work';

export const ISSUE_READERS = ['issue-read', 'ticket-read'];
const DAY = 86_400_000;
const DIFFERENT_BODY = 'This key was already used for a different change.';

const instant = z
  .string()
  .max(40)
  .refine((value) => schemas.isRealIsoDate(value), 'expected a real date-time')
  .transform((value) => new Date(value));
const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(10));
const listQuery = z.object({
  scope: z.enum(['mine', 'team', 'all']).optional(),
  status: csv(rules.ISSUE_STATUSES as unknown as [IssueStatus, ...IssueStatus[]]).optional(),
  urgency: csv(['low', 'moderate', 'high'] as const).optional(),
  facility: z.string().min(1).max(100).optional(),
  team: z.string().min(1).max(100).optional(),
  from: instant.optional(),
  to: instant.optional(),
  q: z.string().max(100).optional(),
  sort: z.enum(['due', 'newest']).default('due'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().min(1).max(100) });
const commentParams = z.object({ id: z.string().min(1).max(100), commentId: z.string().min(1).max(100) });

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

async function loadIssue(ctx: AppContext, organizationId: string, id: string): Promise<IssueRow> {
  const [row] = await ctx.db
    .select()
    .from(issues)
    .where(and(eq(issues.id, id), eq(issues.organizationId, organizationId)));
  if (!row) throw notFound('Issue not found.');
  return row;
}

const DONE: Record<IssueAction, string> = {
  assign: 'assigned',
  acknowledge: 'acknowledged',
  start: 'started',
  resolve: 'resolved',
  verify: 'verified',
  reopen: 'reopened',
};

const STEP_TEXT: Record<IssueAction, string> = {
  assign: 'Issue assigned',
  acknowledge: 'Issue acknowledged',
  start: 'Work started on an issue',
  resolve: 'Issue resolved',
  verify: 'Issue verified and closed',
  reopen: 'Issue reopened',
};

export function issueWorkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/issues/list', { preHandler: guardAny(ctx, ISSUE_READERS) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(listQuery, request.query, 'query');
    const actor = await actorOf(ctx.db, auth);
    const seesAll = rules.seesAllIssues(actor);
    const scope = query.scope ?? (seesAll ? 'all' : 'team');
    if (scope === 'all' && !seesAll) throw forbidden('Not enough permissions to see every issue.');
    const now = ctx.now();
    const from = query.from ?? new Date(now.getTime() - 30 * DAY);
    const mineOrTeam =
      scope === 'mine'
        ? eq(issues.assigneeId, auth.user.id)
        : scope === 'team'
          ? or(eq(issues.assigneeId, auth.user.id), actor.teamIds.length ? inArray(issues.teamId, [...actor.teamIds]) : sql`false`)
          : undefined;
    const search = query.q?.trim() ? `%${likeEscape(query.q.trim())}%` : null;
    const base: (SQL | undefined)[] = [
      eq(issues.organizationId, auth.organizationId),
      mineOrTeam,
      query.urgency?.length ? inArray(issues.urgencyLevel, query.urgency) : undefined,
      query.facility ? eq(issues.facilityId, query.facility) : undefined,
      query.team ? eq(issues.teamId, query.team) : undefined,
      gte(issues.createdAt, from),
      query.to ? lte(issues.createdAt, query.to) : undefined,
      search ? or(ilike(issues.label, search), ilike(facilities.name, search), ilike(issues.description, search)) : undefined,
    ];
    const where = and(...base, query.status?.length ? inArray(issues.status, query.status) : undefined);
    const rows = await ctx.db
      .select({ issue: issues })
      .from(issues)
      .innerJoin(facilities, eq(facilities.id, issues.facilityId))
      .where(where)
      .orderBy(...(query.sort === 'due' ? [sql`${issues.dueAt} ASC NULLS LAST`, desc(issues.createdAt)] : [desc(issues.createdAt)]), asc(issues.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await ctx.db.select({ n: count() }).from(issues).innerJoin(facilities, eq(facilities.id, issues.facilityId)).where(where);
    const perStatus = await ctx.db
      .select({ status: issues.status, n: count() })
      .from(issues)
      .innerJoin(facilities, eq(facilities.id, issues.facilityId))
      .where(and(...base))
      .groupBy(issues.status);
    return {
      items: await summariesOf(
        ctx.db,
        rows.map((row) => row.issue),
        now,
      ),
      total: total?.n ?? 0,
      page: query.page,
      limit: query.limit,
      counts: Object.fromEntries(perStatus.map((row) => [row.status, row.n])),
    };
  });

  app.get('/issues/:id', { preHandler: guardAny(ctx, ISSUE_READERS) }, async (request): Promise<IssueView> => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await loadIssue(ctx, auth.organizationId, id);
    const actor = await actorOf(ctx.db, auth);
    if (!rules.mayReadIssue(actor, partiesOf(row))) throw forbidden('This issue is not assigned to your team.');
    const now = ctx.now();
    const [summary] = await summariesOf(ctx.db, [row], now);
    if (!summary) throw notFound('Issue not found.');
    const events = await ctx.db.select().from(issueEvents).where(eq(issueEvents.issueId, row.id)).orderBy(asc(issueEvents.createdAt), asc(issueEvents.id));
    const comments = await ctx.db
      .select()
      .from(issueComments)
      .where(eq(issueComments.issueId, row.id))
      .orderBy(asc(issueComments.createdAt), asc(issueComments.id));
    const people = await peopleOf(ctx.db, [...events.map((event) => event.actorId), ...comments.map((comment) => comment.authorId)]);
    const eventViews: IssueEvent[] = events.map((event) => ({
      _id: event.id,
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      note: event.note,
      media: event.media,
      by: event.actorId ? (people.get(event.actorId) ?? null) : null,
      at: event.createdAt.toISOString(),
    }));
    const commentViews: IssueComment[] = comments.map((comment) => ({
      _id: comment.id,
      text: comment.text,
      media: comment.media,
      by: people.get(comment.authorId) ?? null,
      at: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      mine: comment.authorId === auth.user.id,
    }));
    return {
      ...summary,
      reportId: row.reportId,
      parameter: row.parameterId,
      description: row.description,
      quantity: row.quantity,
      tags: row.tags,
      media: mediaOf(row, events, comments),
      events: eventViews,
      comments: commentViews,
      allowedActions: rules.allowedIssueActions(actor, partiesOf(row)),
      mayComment: mayComment(actor, row),
    };
  });

  app.get('/issues/:id/media', { preHandler: guardAny(ctx, ISSUE_READERS) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await loadIssue(ctx, auth.organizationId, id);
    if (!rules.mayReadIssue(await actorOf(ctx.db, auth), partiesOf(row))) throw forbidden('This issue is not assigned to your team.');
    const events = await ctx.db.select().from(issueEvents).where(eq(issueEvents.issueId, row.id)).orderBy(asc(issueEvents.createdAt));
    const comments = await ctx.db.select().from(issueComments).where(eq(issueComments.issueId, row.id)).orderBy(asc(issueComments.createdAt));
    return mediaOf(row, events, comments);
  });

  app.post('/issues/:id/actions', { preHandler: guardAny(ctx, ['issue-read', 'ticket-read', 'team-write', 'reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.issueActionBodySchema, request.body);
    const row = await loadIssue(ctx, auth.organizationId, id);
    const hash = bodyHashOf({
      issue: id,
      action: body.action,
      note: body.note ?? null,
      media: body.media,
      teamId: body.teamId ?? null,
      assigneeId: body.assigneeId ?? null,
    });
    const [earlier] = await ctx.db
      .select()
      .from(issueEvents)
      .where(and(eq(issueEvents.organizationId, auth.organizationId), eq(issueEvents.actorId, auth.user.id), eq(issueEvents.key, body.key)));
    if (earlier) {
      if (earlier.bodyHash !== hash) throw conflict(DIFFERENT_BODY);
      return { status: row.status, eventId: earlier.id };
    }
    const actor = await actorOf(ctx.db, auth);
    const check = rules.checkIssueAction(body.action, actor, partiesOf(row));
    if (!check.ok && check.reason === 'forbidden') throw forbidden(`You may not ${body.action} this issue.`);
    if (!check.ok) throw conflict(`This issue is ${row.status.replace('_', ' ')}: it cannot be ${DONE[body.action]} now.`);
    const photos = body.media.filter((item) => item.type.startsWith('image/')).length;
    const missing = rules.missingForIssueAction(body.action, { note: body.note, photos, teamId: body.teamId });
    if (missing === 'note') throw badRequest('Say what was done.');
    if (missing === 'photo') throw badRequest('Add at least one photo of the fix.');
    if (missing === 'reason') throw badRequest('Say why the issue is reopened.');
    if (missing === 'team') throw badRequest('Choose a team.');
    await requireUploaded(ctx.db, auth.organizationId, body.media);
    const now = ctx.now();
    const change: Partial<typeof issues.$inferInsert> = {
      status: check.to,
      updatedAt: now,
      statusResolved: check.to === 'resolved' || check.to === 'verified',
    };
    if (body.action === 'assign') {
      const [team] = await ctx.db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, body.teamId ?? ''), eq(teams.organizationId, auth.organizationId)));
      if (!team) throw badRequest('Team not found.');
      if (body.assigneeId) await requireMember(ctx.db, auth.organizationId, body.assigneeId, 'Assignee');
      change.teamId = team.id;
      change.assigneeId = body.assigneeId ?? null;
    }
    if (body.action === 'acknowledge') change.acknowledgedAt = now;
    if (body.action === 'resolve') change.resolvedAt = now;
    if (body.action === 'verify') change.verifiedAt = now;
    if (body.action === 'reopen') {
      change.resolvedAt = null;
      change.verifiedAt = null;
      change.escalatedAt = null;
      change.dueAt = rules.issueDueAt(now, row.urgencyLevel as 'low' | 'moderate' | 'high', await organizationDueHours(ctx.db, auth.organizationId));
    }
    const eventId = newEventId();
    const taken = await ctx.db.transaction(async (tx) => {
      // Only from the status the check saw: a concurrent step makes this one a 409, never a skipped state.
      const updated = await tx
        .update(issues)
        .set(change)
        .where(and(eq(issues.id, row.id), eq(issues.status, row.status)))
        .returning({ id: issues.id });
      if (updated.length === 0) return false;
      await tx.insert(issueEvents).values({
        id: eventId,
        organizationId: auth.organizationId,
        issueId: row.id,
        action: body.action,
        fromStatus: row.status,
        toStatus: check.to,
        note: body.note?.trim() || null,
        media: body.media.map(({ path, name, type }) => ({ path, name, type })),
        actorId: auth.user.id,
        key: body.key,
        bodyHash: hash,
        createdAt: now,
      });
      return true;
    });
    if (!taken) throw conflict('The issue changed meanwhile. Reload it and try again.');
    await notifyStep(ctx, auth.organizationId, auth.user.id, { ...row, ...change } as IssueRow, body.action, now);
    ctx.live.toOrganization(auth.organizationId, { type: 'issue', issueId: row.id });
    return { status: check.to, eventId };
  });

  app.post('/issues/:id/comments', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.issueCommentBodySchema, request.body);
    const row = await loadIssue(ctx, auth.organizationId, id);
    const hash = bodyHashOf({ issue: id, text: body.text, media: body.media });
    const [earlier] = await ctx.db
      .select()
      .from(issueComments)
      .where(and(eq(issueComments.organizationId, auth.organizationId), eq(issueComments.authorId, auth.user.id), eq(issueComments.key, body.key)));
    if (earlier) {
      if (earlier.bodyHash !== hash) throw conflict(DIFFERENT_BODY);
      return { status: row.status, commentId: earlier.id };
    }
    if (!mayComment(await actorOf(ctx.db, auth), row)) throw forbidden('You may not comment on this issue.');
    if (!body.text.trim()) throw badRequest('Write a comment.');
    await requireUploaded(ctx.db, auth.organizationId, body.media);
    const commentId = `icm-${randomUUID()}`;
    await ctx.db.insert(issueComments).values({
      id: commentId,
      organizationId: auth.organizationId,
      issueId: row.id,
      authorId: auth.user.id,
      text: body.text.trim(),
      media: body.media.map(({ path, name, type }) => ({ path, name, type })),
      key: body.key,
      bodyHash: hash,
      createdAt: ctx.now(),
    });
    return { status: row.status, commentId };
  });

  app.put('/issues/:id/comments/:commentId', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id, commentId } = parseInput(commentParams, request.params, 'path');
    const body = parseInput(schemas.issueCommentEditSchema, request.body);
    const [comment] = await ctx.db
      .select()
      .from(issueComments)
      .where(and(eq(issueComments.id, commentId), eq(issueComments.issueId, id), eq(issueComments.organizationId, auth.organizationId)));
    if (!comment) throw notFound('Comment not found.');
    if (comment.authorId !== auth.user.id) throw forbidden('Only its author can edit a comment.');
    if (!body.text.trim()) throw badRequest('Write a comment.');
    await ctx.db.update(issueComments).set({ text: body.text.trim(), editedAt: ctx.now() }).where(eq(issueComments.id, comment.id));
    return { status: true };
  });

  app.get('/escalations', { preHandler: guard(ctx, ['escalationsMenuView-read']) }, async (request) => {
    const auth = authOf(request);
    await escalateOverdue(ctx, auth.organizationId);
    const now = ctx.now();
    const rows = await ctx.db
      .select()
      .from(issues)
      .where(
        and(
          eq(issues.organizationId, auth.organizationId),
          isNotNull(issues.escalatedAt),
          // Late now, by this clock: never an escalated issue that is "late by 0 min" (a clock set back, a due time moved on).
          lt(issues.dueAt, now),
          inArray(issues.status, [...rules.OPEN_ISSUE_STATUSES]),
        ),
      )
      .orderBy(asc(issues.dueAt), asc(issues.id))
      .limit(200);
    return summariesOf(ctx.db, rows, now);
  });
}

function mayComment(actor: Awaited<ReturnType<typeof actorOf>>, row: IssueRow): boolean {
  return rules.managesIssues(actor) || rules.worksOnIssue(actor, partiesOf(row)) || row.raisedBy === actor.userId;
}

type EventRow = typeof issueEvents.$inferSelect;
type CommentRow = typeof issueComments.$inferSelect;

/** The report's photos and voice notes of the parameter, then each step's, then each comment's. */
function mediaOf(row: IssueRow, events: readonly EventRow[], comments: readonly CommentRow[]): IssueMedia[] {
  const item = (media: MediaItem, source: IssueMedia['source'], at: Date): IssueMedia => ({
    path: media.path,
    name: media.name,
    type: media.type,
    source,
    at: at.toISOString(),
  });
  return [
    ...row.media.map((media) => item(media, 'report', row.createdAt)),
    ...events.flatMap((event) => event.media.map((media) => item(media, 'action', event.createdAt))),
    ...comments.flatMap((comment) => comment.media.map((media) => item(media, 'comment', comment.createdAt))),
  ];
}

/** Who hears of a step: assignment the team (or the assignee, as a task); acknowledgement and resolution the raiser and managers; reopening the team. */
async function notifyStep(ctx: AppContext, organizationId: string, actorId: string, row: IssueRow, action: IssueAction, at: Date): Promise<void> {
  const [facility] = await ctx.db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, row.facilityId));
  const body = `${row.label} at ${facility?.name ?? 'a facility'}.`;
  const team = await teamMembers(ctx.db, organizationId, row.teamId);
  const base = { organizationId, except: actorId, title: STEP_TEXT[action], body, issueId: row.id, at };
  if (action === 'assign' || action === 'reopen') {
    if (row.assigneeId) await notifyIssue(ctx, { ...base, userIds: [row.assigneeId], type: 'task' });
    await notifyIssue(ctx, { ...base, userIds: team.filter((id) => id !== row.assigneeId), type: 'issue' });
  } else if (action === 'acknowledge' || action === 'resolve') {
    const managers = action === 'resolve' ? await escalationTargets(ctx.db, organizationId) : [];
    await notifyIssue(ctx, { ...base, userIds: [...(row.raisedBy ? [row.raisedBy] : []), ...managers], type: 'issue' });
  } else if (action === 'verify') {
    await notifyIssue(ctx, { ...base, userIds: [...(row.raisedBy ? [row.raisedBy] : []), ...team], type: 'issue' });
  }
}
