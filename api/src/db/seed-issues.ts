/**
 * The seeded issues' life (issue 16): each of Acme's issues gets a team, a due time from its
 * urgency and a history that matches its status, some comments and photos, so the issues,
 * tickets, tasks, history, escalations and public pages have real data on first start. The
 * issues' ids, count and statusResolved stay as the seed made them (other tests count them).
 */
import { desc, eq } from 'drizzle-orm';
import type { IssueStatus } from 'shared-contracts/rules';
import type { MediaItem } from 'shared-contracts/schemas';
import { rules } from '../contracts';
import type { Db } from './client';
import { issueComments, issueEvents, issues, parameters } from './schema';

const MINUTE = 60_000;
const FIXER = 'usr-fixer';
const MANAGER = 'usr-manager';

const photo = (name: string): MediaItem => ({ path: `/static/parameters/${name}.svg`, name: `${name}.svg`, type: 'image/svg+xml' });

/** The status of seeded issue i (iss-acme-{i+1}, newest first): resolved ones (i % 3 === 0) stay resolved or verified; the rest cover every open status. */
function statusOf(i: number, resolved: boolean): IssueStatus {
  if (resolved) return i % 2 === 0 ? 'verified' : 'resolved';
  return (['assigned', 'acknowledged', 'in_progress', 'raised', 'reopened'] as const)[i % 5] ?? 'assigned';
}

type Step = { action: string; to: IssueStatus; actor: string; note?: string; media?: MediaItem[] };

function stepsTo(status: IssueStatus, name: string): Step[] {
  const assign: Step = { action: 'assign', to: 'assigned', actor: MANAGER };
  const ack: Step = { action: 'acknowledge', to: 'acknowledged', actor: FIXER };
  const start: Step = { action: 'start', to: 'in_progress', actor: FIXER };
  const resolve: Step = { action: 'resolve', to: 'resolved', actor: FIXER, note: 'Cleaned and checked.', media: [photo(name)] };
  const verify: Step = { action: 'verify', to: 'verified', actor: MANAGER, note: 'Looks good.' };
  const reopen: Step = { action: 'reopen', to: 'reopened', actor: MANAGER, note: 'Still not fixed at the evening check.' };
  const order: Record<IssueStatus, Step[]> = {
    raised: [],
    assigned: [assign],
    acknowledged: [assign, ack],
    in_progress: [assign, ack, start],
    resolved: [assign, ack, start, resolve],
    verified: [assign, ack, start, resolve, verify],
    reopened: [assign, ack, start, resolve, reopen],
  };
  return order[status];
}

export async function seedIssueHistory(db: Db, organizationId: string, now: Date): Promise<void> {
  const rows = await db.select().from(issues).where(eq(issues.organizationId, organizationId)).orderBy(desc(issues.createdAt));
  const params = await db.select().from(parameters).where(eq(parameters.organizationId, organizationId));
  const teamOf = new Map(params.map((p) => [p.id, `tea-acme-${(p.defaultTeamName ?? 'housekeeping').toLowerCase()}`]));
  const nameOf = new Map(params.map((p) => [p.id, p.name]));
  const events: (typeof issueEvents.$inferInsert)[] = [];
  const comments: (typeof issueComments.$inferInsert)[] = [];
  for (const [i, row] of rows.entries()) {
    const status = statusOf(i, row.statusResolved);
    const name = nameOf.get(row.parameterId) ?? 'floor';
    const steps = stepsTo(status, name);
    const dueAt = rules.issueDueAt(row.createdAt, row.urgencyLevel as 'low' | 'moderate' | 'high');
    let from: IssueStatus = 'raised';
    let at = row.createdAt.getTime();
    const times: Partial<Record<IssueStatus, Date>> = {};
    for (const [n, step] of steps.entries()) {
      at += (n + 1) * 20 * MINUTE;
      times[step.to] = new Date(at);
      events.push({
        id: `iev-${row.id}-${n + 1}`,
        organizationId,
        issueId: row.id,
        action: step.action,
        fromStatus: from,
        toStatus: step.to,
        note: step.note ?? null,
        media: step.media ?? [],
        actorId: step.actor,
        key: `seed-${row.id}-${n + 1}`,
        bodyHash: 'seed',
        createdAt: new Date(at),
      });
      from = step.to;
    }
    // Open work already past due was escalated when it fell due (so a fresh start notifies nobody again).
    const overdue = rules.isOpenIssueStatus(status) && dueAt.getTime() < now.getTime();
    if (overdue) {
      events.push({
        id: `iev-${row.id}-esc`,
        organizationId,
        issueId: row.id,
        action: 'escalate',
        fromStatus: status,
        toStatus: status,
        note: 'Overdue.',
        actorId: null,
        createdAt: dueAt,
      });
    }
    if (i % 2 === 0) {
      comments.push({
        id: `icm-${row.id}-1`,
        organizationId,
        issueId: row.id,
        authorId: row.raisedBy ?? MANAGER,
        text: 'Visitors noticed this too; please look at it soon.',
        media: [photo(name)],
        key: `seed-comment-${row.id}-1`,
        bodyHash: 'seed',
        createdAt: new Date(row.createdAt.getTime() + 5 * MINUTE),
      });
    }
    if (status !== 'raised' && i % 3 === 1) {
      comments.push({
        id: `icm-${row.id}-2`,
        organizationId,
        issueId: row.id,
        authorId: FIXER,
        text: 'On it; waiting for supplies from the store.',
        media: [],
        key: `seed-comment-${row.id}-2`,
        bodyHash: 'seed',
        createdAt: new Date(row.createdAt.getTime() + 50 * MINUTE),
      });
    }
    await db
      .update(issues)
      .set({
        status,
        teamId: status === 'raised' ? null : (teamOf.get(row.parameterId) ?? null),
        assigneeId: ['acknowledged', 'in_progress'].includes(status) || i === 1 ? FIXER : null,
        description: `${row.label}: needs attention.`,
        quantity: 1 + (i % 3),
        tags: i % 2 === 0 ? ['Wet'] : [],
        media: [photo(name)],
        dueAt,
        acknowledgedAt: times.acknowledged ?? null,
        resolvedAt: status === 'resolved' || status === 'verified' ? (times.resolved ?? null) : null,
        verifiedAt: times.verified ?? null,
        escalatedAt: overdue ? dueAt : null,
        updatedAt: new Date(at),
      })
      .where(eq(issues.id, row.id));
  }
  if (events.length) await db.insert(issueEvents).values(events);
  if (comments.length) await db.insert(issueComments).values(comments);
}
