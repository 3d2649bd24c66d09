/**
 * The life of an issue (issue 16): one state machine, who may take each step, and when it is due.
 * The api enforces it (illegal steps answer 409, steps the caller may not take 403) and the pages
 * offer only the actions it allows, so both sides read this one file.
 *
 * raised → assigned → acknowledged → in_progress → resolved → verified (closed);
 * resolved or verified → reopened (back to a team's queue, with a reason).
 */

export const ISSUE_STATUSES = ['raised', 'assigned', 'acknowledged', 'in_progress', 'resolved', 'verified', 'reopened'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_ACTIONS = ['assign', 'acknowledge', 'start', 'resolve', 'verify', 'reopen'] as const;
export type IssueAction = (typeof ISSUE_ACTIONS)[number];

/** Statuses in which the work is still to be done (counted as open, may become overdue). */
export const OPEN_ISSUE_STATUSES: readonly IssueStatus[] = ['raised', 'assigned', 'acknowledged', 'in_progress', 'reopened'];

export const isOpenIssueStatus = (status: IssueStatus): boolean => OPEN_ISSUE_STATUSES.includes(status);

/** From which statuses each action may be taken, and the status it leads to. */
export const ISSUE_TRANSITIONS: Readonly<Record<IssueAction, { from: readonly IssueStatus[]; to: IssueStatus }>> = {
  assign: { from: ['raised', 'assigned', 'acknowledged', 'in_progress', 'reopened'], to: 'assigned' },
  acknowledge: { from: ['assigned', 'reopened'], to: 'acknowledged' },
  start: { from: ['assigned', 'acknowledged', 'reopened'], to: 'in_progress' },
  resolve: { from: ['acknowledged', 'in_progress'], to: 'resolved' },
  verify: { from: ['resolved'], to: 'verified' },
  reopen: { from: ['resolved', 'verified'], to: 'reopened' },
};

/** Who is asking: their permissions in the organisation, and the teams they are a member of. */
export interface IssueActor {
  userId: string;
  permissions: ReadonlySet<string> | readonly string[];
  teamIds: readonly string[];
}

/** What the rule needs to know about an issue. */
export interface IssueParties {
  status: IssueStatus;
  teamId: string | null;
  assigneeId: string | null;
  raisedBy: string | null;
}

const has = (actor: IssueActor, permission: string): boolean =>
  Array.isArray(actor.permissions) ? actor.permissions.includes(permission) : (actor.permissions as ReadonlySet<string>).has(permission);

/** Managers and organisation admins (team-write) manage every issue: assign, verify, reopen. */
export const managesIssues = (actor: IssueActor): boolean => has(actor, 'team-write');

/** Fixers work tickets (ticket-read); they act only on issues of their team or assigned to them. */
export const worksOnIssue = (actor: IssueActor, issue: IssueParties): boolean =>
  managesIssues(actor) || (has(actor, 'ticket-read') && (issue.assigneeId === actor.userId || (issue.teamId !== null && actor.teamIds.includes(issue.teamId))));

/** Who reads every issue of the organisation: managers, and readers who do no work (an auditor with issue-read). */
export const seesAllIssues = (actor: IssueActor): boolean => managesIssues(actor) || (has(actor, 'issue-read') && !has(actor, 'ticket-read'));

/** Whether the actor may read this issue at all. */
export const mayReadIssue = (actor: IssueActor, issue: IssueParties): boolean =>
  seesAllIssues(actor) || worksOnIssue(actor, issue) || issue.raisedBy === actor.userId;

/** Who may take an action, whatever the status. */
export function mayTakeIssueAction(action: IssueAction, actor: IssueActor, issue: IssueParties): boolean {
  switch (action) {
    case 'assign':
    case 'verify':
      return managesIssues(actor);
    case 'reopen':
      return managesIssues(actor) || issue.raisedBy === actor.userId;
    case 'acknowledge':
    case 'start':
    case 'resolve':
      return worksOnIssue(actor, issue);
  }
}

export type IssueActionCheck = { ok: true; to: IssueStatus } | { ok: false; reason: 'forbidden' | 'illegal' };

/** The one check both sides make: forbidden (403) before illegal (409), else the status it leads to. */
export function checkIssueAction(action: IssueAction, actor: IssueActor, issue: IssueParties): IssueActionCheck {
  if (!mayTakeIssueAction(action, actor, issue)) return { ok: false, reason: 'forbidden' };
  const transition = ISSUE_TRANSITIONS[action];
  if (!transition.from.includes(issue.status)) return { ok: false, reason: 'illegal' };
  return { ok: true, to: transition.to };
}

/** The actions the actor may take now (the buttons a page shows). */
export const allowedIssueActions = (actor: IssueActor, issue: IssueParties): IssueAction[] =>
  ISSUE_ACTIONS.filter((action) => checkIssueAction(action, actor, issue).ok);

/** What an action needs besides the step itself: resolve a note and a photo, reopen a reason, assign a team. */
export function missingForIssueAction(
  action: IssueAction,
  input: { note?: string | null; photos?: number; teamId?: string | null },
): 'note' | 'photo' | 'reason' | 'team' | null {
  if (action === 'resolve') {
    if (!input.note?.trim()) return 'note';
    if ((input.photos ?? 0) < 1) return 'photo';
  }
  if (action === 'reopen' && !input.note?.trim()) return 'reason';
  if (action === 'assign' && !input.teamId) return 'team';
  return null;
}

export type UrgencyHours = Readonly<Record<'low' | 'moderate' | 'high', number>>;

/** Hours to fix an issue by urgency, unless the organisation sets its own. */
export const DEFAULT_URGENCY_HOURS: UrgencyHours = { high: 4, moderate: 24, low: 72 };

/** The hours an organisation works to: its settings.issueDueHours, the defaults where it sets none. */
export function urgencyHoursOf(settings: { issueDueHours?: Partial<UrgencyHours> | null } | null | undefined): UrgencyHours {
  return { ...DEFAULT_URGENCY_HOURS, ...(settings?.issueDueHours ?? {}) };
}

/**
 * When an issue raised at `raisedAt` is due: `hours` is the organisation's settings.issueDueHours
 * (client and server both pass it; unset urgencies use the defaults).
 */
export function issueDueAt(raisedAt: Date, urgency: 'low' | 'moderate' | 'high', hours: Partial<UrgencyHours> | null | undefined = {}): Date {
  const h = hours?.[urgency] ?? DEFAULT_URGENCY_HOURS[urgency];
  return new Date(raisedAt.getTime() + h * 3_600_000);
}

/** Minutes past due at `now` (0 when not late, or when the issue is no longer open). */
export function issueLateMinutes(issue: { status: IssueStatus; dueAt: Date | null }, now: Date): number {
  if (!issue.dueAt || !isOpenIssueStatus(issue.status)) return 0;
  return Math.max(0, Math.floor((now.getTime() - issue.dueAt.getTime()) / 60_000));
}
