import {
  allowedIssueActions,
  checkIssueAction,
  issueDueAt,
  urgencyHoursOf,
  issueLateMinutes,
  missingForIssueAction,
  type IssueActor,
  type IssueParties,
} from './issue-lifecycle';
import { issueActionCases, issueDueCases } from './rule-cases';

const actorsOfCases: Record<(typeof issueActionCases)[number]['actor'], IssueActor> = {
  manager: { userId: 'usr-m', permissions: ['issue-read', 'ticket-read', 'team-write'], teamIds: [] },
  fixer: { userId: 'usr-f', permissions: ['issue-read', 'ticket-read'], teamIds: ['tea-1'] },
  outsider: { userId: 'usr-o', permissions: ['issue-read', 'ticket-read'], teamIds: ['tea-2'] },
  auditor: { userId: 'usr-a', permissions: ['issue-read'], teamIds: ['tea-1'] },
  raiser: { userId: 'usr-r', permissions: ['reporting-read'], teamIds: [] },
};

describe('issue life cycle', () => {
  it.each(issueActionCases)('$name', ({ action, actor, status, result }) => {
    const issue: IssueParties = { status, teamId: 'tea-1', assigneeId: null, raisedBy: 'usr-r' };
    const check = checkIssueAction(action, actorsOfCases[actor], issue);
    expect(check.ok ? check.to : check.reason).toBe(result);
  });

  it('lets the person an issue is assigned to work on it, whatever their team', () => {
    const issue: IssueParties = { status: 'assigned', teamId: 'tea-9', assigneeId: 'usr-o', raisedBy: null };
    expect(allowedIssueActions(actorsOfCases.outsider, issue)).toEqual(['acknowledge', 'start']);
  });

  it('says what an action still needs', () => {
    expect(missingForIssueAction('resolve', { note: ' ', photos: 1 })).toBe('note');
    expect(missingForIssueAction('resolve', { note: 'Fixed', photos: 0 })).toBe('photo');
    expect(missingForIssueAction('resolve', { note: 'Fixed', photos: 1 })).toBeNull();
    expect(missingForIssueAction('reopen', {})).toBe('reason');
    expect(missingForIssueAction('assign', {})).toBe('team');
  });

  it('dates an issue from its urgency, with the organisation’s hours when set', () => {
    const raised = new Date('2026-01-01T00:00:00Z');
    expect(issueDueAt(raised, 'high').toISOString()).toBe('2026-01-01T04:00:00.000Z');
    expect(issueDueAt(raised, 'moderate').toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(issueDueAt(raised, 'low').toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(issueDueAt(raised, 'high', { high: 2 }).toISOString()).toBe('2026-01-01T02:00:00.000Z');
    expect(issueDueAt(raised, 'high', null).toISOString()).toBe('2026-01-01T04:00:00.000Z');
  });

  it.each(issueDueCases)('due time: $name', ({ urgency, orgHours, dueAfterHours }) => {
    const raised = new Date('2026-01-01T00:00:00Z');
    const hours = urgencyHoursOf({ issueDueHours: orgHours });
    expect(issueDueAt(raised, urgency, hours).getTime() - raised.getTime()).toBe(dueAfterHours * 3_600_000);
  });

  it('counts lateness only for open work', () => {
    const dueAt = new Date('2026-01-01T04:00:00Z');
    const now = new Date('2026-01-01T05:30:00Z');
    expect(issueLateMinutes({ status: 'in_progress', dueAt }, now)).toBe(90);
    expect(issueLateMinutes({ status: 'resolved', dueAt }, now)).toBe(0);
    expect(issueLateMinutes({ status: 'assigned', dueAt }, new Date('2026-01-01T03:00:00Z'))).toBe(0);
  });
});
