/**
 * Customer feedback (issue 21): what a visitor sends, and the read models of the dashboard and of
 * the requests for immediate service. Negative feedback that asks for immediate service raises an
 * issue for the facility's team like any other issue (issues table, due by urgency, notifications),
 * so it shows in /issues and tickets.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { IssueStatus } from 'shared-contracts/rules';
import type { FeedbackDashboard, FeedbackEntry, PublicFeedbackForm } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { rules } from '../contracts';
import { facilities, feedbackParameters, feedbackTemplates, feedbacks, issues, teams } from '../db/schema';
import { escalationTargets, notifyIssue } from './issue-work';
import { newId } from './ids';
import { organizationDueHours } from './org-due-hours';
import { kolkataMidnight } from './report-stats';

type Db = AppContext['db'];
const DAY = 86_400_000;
/** Feedback issues are urgent: a visitor is waiting. */
export const FEEDBACK_ISSUE_URGENCY = 'high';
export const LATEST_LIMIT = 12;

/** What a visitor rates: the organisation's first feedback template, else every feedback parameter. */
export async function feedbackFormOf(db: Db, organizationId: string, facilityName: string): Promise<PublicFeedbackForm> {
  const all = await db
    .select({ _id: feedbackParameters.id, name: feedbackParameters.name, label: feedbackParameters.label })
    .from(feedbackParameters)
    .where(eq(feedbackParameters.organizationId, organizationId))
    .orderBy(feedbackParameters.name);
  const [template] = await db
    .select({ parameterIds: feedbackTemplates.parameterIds })
    .from(feedbackTemplates)
    .where(eq(feedbackTemplates.organizationId, organizationId))
    .orderBy(feedbackTemplates.name, feedbackTemplates.id)
    .limit(1);
  const byId = new Map(all.map((p) => [p._id, p]));
  const chosen = template && template.parameterIds.length > 0 ? template.parameterIds.flatMap((id) => byId.get(id) ?? []) : all;
  return { facilityName, parameters: chosen.map((p) => ({ _id: p._id, label: p.label ?? p.name })) };
}

export interface VisitorFeedback {
  organizationId: string;
  facilityId: string;
  facilityName: string;
  reviewType: 'positive' | 'negative';
  ratings: { parameter: string; happy: boolean }[];
  comment: string;
  needsImmediateService: boolean;
  /** An upload name, already stored. */
  photo: string | null;
}

/** The team that looks after customer complaints: the first team (by name) with members. */
async function serviceTeamOf(db: Db, organizationId: string): Promise<{ id: string; members: string[] } | null> {
  const rows = await db.select({ id: teams.id, members: teams.members }).from(teams).where(eq(teams.organizationId, organizationId)).orderBy(teams.name);
  return rows.find((row) => row.members.length > 0) ?? null;
}

/** Stores the feedback; raises an issue when it is negative and asks for immediate service. */
export async function recordFeedback(ctx: AppContext, input: VisitorFeedback, labels: Map<string, string>): Promise<{ issueId: string | null }> {
  const now = ctx.now();
  const feedbackId = `fbk-${newId()}`;
  let issueId: string | null = null;
  if (input.reviewType === 'negative' && input.needsImmediateService) {
    const unhappy = input.ratings.filter((r) => !r.happy).map((r) => r.parameter);
    const first = unhappy[0] ?? input.ratings[0]?.parameter ?? 'customer-feedback';
    const label = `Customer feedback: ${unhappy.map((id) => labels.get(id) ?? id).join(', ') || 'needs service'}`.slice(0, 200);
    const team = await serviceTeamOf(ctx.db, input.organizationId);
    issueId = newId();
    await ctx.db.insert(issues).values({
      id: issueId,
      organizationId: input.organizationId,
      reportId: null,
      facilityId: input.facilityId,
      parameterId: first,
      label,
      img: null,
      urgencyLevel: FEEDBACK_ISSUE_URGENCY,
      raisedBy: null,
      teamId: team?.id ?? null,
      status: team ? 'assigned' : 'raised',
      description: input.comment || 'A visitor asked for immediate service.',
      quantity: 1,
      tags: ['customer-feedback'],
      media: input.photo ? [{ path: `/uploads/${input.photo}`, name: input.photo, type: input.photo.endsWith('.png') ? 'image/png' : 'image/jpeg' }] : [],
      // Due by the organisation's hours for the urgency (issue 18), as every raised issue.
      dueAt: rules.issueDueAt(now, FEEDBACK_ISSUE_URGENCY, await organizationDueHours(ctx.db, input.organizationId)),
      createdAt: now,
    });
    const targets = [...(team?.members ?? []), ...(await escalationTargets(ctx.db, input.organizationId))];
    await notifyIssue(ctx, {
      organizationId: input.organizationId,
      userIds: [...new Set(targets)],
      title: 'Customer asked for immediate service',
      body: `${input.facilityName}: ${label}`,
      type: 'issue',
      issueId,
      at: now,
    });
  }
  await ctx.db.insert(feedbacks).values({
    id: feedbackId,
    organizationId: input.organizationId,
    facilityId: input.facilityId,
    reviewType: input.reviewType,
    needsImmediateService: input.needsImmediateService,
    comment: input.comment,
    photo: input.photo,
    ratings: input.ratings,
    issueId,
    createdAt: now,
  });
  return { issueId };
}

export interface FeedbackFilter {
  organizationId: string;
  from: string;
  to: string;
  facility?: string;
}

const whereOf = (filter: FeedbackFilter, extra?: SQL): SQL | undefined =>
  and(
    eq(feedbacks.organizationId, filter.organizationId),
    gte(feedbacks.createdAt, kolkataMidnight(filter.from)),
    lt(feedbacks.createdAt, new Date(kolkataMidnight(filter.to).getTime() + DAY)),
    filter.facility ? eq(feedbacks.facilityId, filter.facility) : undefined,
    extra,
  );

async function entriesOf(db: Db, organizationId: string, rows: (typeof feedbacks.$inferSelect)[]): Promise<FeedbackEntry[]> {
  const facilityIds = [...new Set(rows.flatMap((r) => (r.facilityId ? [r.facilityId] : [])))];
  const issueIds = rows.flatMap((r) => (r.issueId ? [r.issueId] : []));
  const [names, states, params] = await Promise.all([
    facilityIds.length
      ? db
          .select({ id: facilities.id, name: facilities.name })
          .from(facilities)
          .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, facilityIds)))
      : [],
    issueIds.length
      ? db
          .select({ id: issues.id, status: issues.status })
          .from(issues)
          .where(and(eq(issues.organizationId, organizationId), inArray(issues.id, issueIds)))
      : [],
    db
      .select({ id: feedbackParameters.id, label: feedbackParameters.label, name: feedbackParameters.name })
      .from(feedbackParameters)
      .where(eq(feedbackParameters.organizationId, organizationId)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const statusOf = new Map(states.map((s) => [s.id, s.status as IssueStatus]));
  const labelOf = new Map(params.map((p) => [p.id, p.label ?? p.name]));
  return rows.map((row) => {
    const status = row.issueId ? statusOf.get(row.issueId) : undefined;
    return {
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      reviewType: row.reviewType === 'negative' ? 'negative' : 'positive',
      needsImmediateService: row.needsImmediateService,
      facility: { _id: row.facilityId ?? '', name: (row.facilityId && nameOf.get(row.facilityId)) || '—' },
      comment: row.comment,
      photo: row.photo ? `/uploads/${row.photo}` : null,
      unhappyWith: row.ratings.filter((r) => !r.happy).map((r) => labelOf.get(r.parameter) ?? r.parameter),
      issue: row.issueId && status ? { _id: row.issueId, status } : null,
    };
  });
}

interface ParameterRow {
  id: string;
  label: string;
  happy: number | string;
  unhappy: number | string;
}
const rowsOf = (result: unknown): ParameterRow[] =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? (result.rows as ParameterRow[]) : [];

const positive = sql<number>`count(*) filter (where ${feedbacks.reviewType} = 'positive')::int`;
const negative = sql<number>`count(*) filter (where ${feedbacks.reviewType} = 'negative')::int`;

/** Satisfaction by Kolkata day, by facility and by parameter (all in SQL), and the latest comments. */
export async function feedbackDashboard(db: Db, filter: FeedbackFilter): Promise<FeedbackDashboard> {
  const where = whereOf(filter);
  const day = sql<string>`to_char(${feedbacks.createdAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rating = sql`jsonb_array_elements(${feedbacks.ratings})`;
  const [totals, byDay, byFacility, byParameter, latestRows] = await Promise.all([
    db.select({ positive, negative }).from(feedbacks).where(where),
    db.select({ date: day, positive, negative }).from(feedbacks).where(where).groupBy(day).orderBy(day),
    db
      .select({ _id: facilities.id, name: facilities.name, positive, negative })
      .from(feedbacks)
      .innerJoin(facilities, eq(facilities.id, feedbacks.facilityId))
      .where(where)
      .groupBy(facilities.id, facilities.name)
      .orderBy(desc(negative), asc(facilities.name))
      .limit(50),
    db.execute(sql`
      SELECT p.id, coalesce(p.label, p.name) AS label,
        count(*) FILTER (WHERE (r.value->>'happy')::boolean)::int AS happy,
        count(*) FILTER (WHERE NOT (r.value->>'happy')::boolean)::int AS unhappy
      FROM ${feedbacks} CROSS JOIN LATERAL ${rating} AS r(value)
      JOIN ${feedbackParameters} p ON p.id = r.value->>'parameter' AND p.organization_id = ${feedbacks.organizationId}
      WHERE ${where}
      GROUP BY p.id, p.label, p.name ORDER BY label`),
    db
      .select()
      .from(feedbacks)
      .where(and(where, sql`(${feedbacks.comment} <> '' OR ${feedbacks.photo} IS NOT NULL)`))
      .orderBy(desc(feedbacks.createdAt), feedbacks.id)
      .limit(LATEST_LIMIT),
  ]);
  const parameterRows = rowsOf(byParameter);
  return {
    from: filter.from,
    to: filter.to,
    totals: totals[0] ?? { positive: 0, negative: 0 },
    byDay,
    byFacility,
    byParameter: parameterRows.map((r) => ({ _id: r.id, label: r.label, happy: Number(r.happy), unhappy: Number(r.unhappy) })),
    latest: await entriesOf(db, filter.organizationId, latestRows),
  };
}

/** Feedback asking for immediate service, newest first, with its issue's state. */
export async function feedbackRequests(
  db: Db,
  filter: FeedbackFilter & { state: 'all' | 'open' | 'closed'; page: number; limit: number },
): Promise<{ items: FeedbackEntry[]; total: number; page: number; limit: number }> {
  const open = rules.OPEN_ISSUE_STATUSES as readonly string[];
  const stateFilter =
    filter.state === 'all'
      ? undefined
      : filter.state === 'open'
        ? sql`${feedbacks.issueId} IN (SELECT id FROM ${issues} WHERE ${issues.status} IN ${[...open]})`
        : sql`${feedbacks.issueId} IN (SELECT id FROM ${issues} WHERE ${issues.status} NOT IN ${[...open]})`;
  const where = whereOf(filter, and(eq(feedbacks.needsImmediateService, true), stateFilter));
  const [total] = await db.select({ n: count() }).from(feedbacks).where(where);
  const rows = await db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(desc(feedbacks.createdAt), feedbacks.id)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { items: await entriesOf(db, filter.organizationId, rows), total: total?.n ?? 0, page: filter.page, limit: filter.limit };
}
