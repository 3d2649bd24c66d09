/**
 * Tables of cases for the rules both sides apply. shared-contracts tests its rules on them and the
 * api runs the same tables through its own routes (api/src/routes/shared-rules.test.ts), so a rule
 * that drifts on either side fails.
 * Imported as shared-contracts/rule-cases, not from the index: the app never ships them.
 */

export interface ChecksPerShiftCase {
  name: string;
  /** Shift length in minutes (from its expected in-time). */
  minutes: number;
  intervalHours: number;
  checks: number;
}

export const checksPerShiftCases: readonly ChecksPerShiftCase[] = [
  { name: '8 h every 2 h', minutes: 480, intervalHours: 2, checks: 4 },
  { name: '8 h every 3 h', minutes: 480, intervalHours: 3, checks: 2 },
  { name: '8 h every 8/3 h (floating point gives 2.999…)', minutes: 480, intervalHours: 8 / 3, checks: 3 },
  { name: '72 min every 0.4 h (1.2 / 0.4 is 2.9999999999999996)', minutes: 72, intervalHours: 0.4, checks: 3 },
  { name: '42 min every 0.1 h (0.7 / 0.1 is 6.999999999999999)', minutes: 42, intervalHours: 0.1, checks: 7 },
  { name: '90 min every 2 h', minutes: 90, intervalHours: 2, checks: 0 },
  { name: 'an interval longer than the shift', minutes: 480, intervalHours: 9, checks: 0 },
];

export interface FacilityCheckCase {
  name: string;
  /** Minutes before now of the last check; null: never checked. */
  lastCheckedMinutesAgo: number | null;
  intervalHours: number;
  status: 'todo' | 'done';
}

export const facilityCheckCases: readonly FacilityCheckCase[] = [
  { name: 'never checked', lastCheckedMinutesAgo: null, intervalHours: 2, status: 'todo' },
  { name: 'checked an hour ago, every 2 h', lastCheckedMinutesAgo: 60, intervalHours: 2, status: 'done' },
  { name: 'checked exactly 2 h ago, every 2 h', lastCheckedMinutesAgo: 120, intervalHours: 2, status: 'todo' },
  { name: 'checked 3 h ago, every 2 h', lastCheckedMinutesAgo: 180, intervalHours: 2, status: 'todo' },
  { name: 'checked 5 h ago, every 8 h', lastCheckedMinutesAgo: 300, intervalHours: 8, status: 'done' },
];

export interface IssueActionCase {
  name: string;
  action: 'assign' | 'acknowledge' | 'start' | 'resolve' | 'verify' | 'reopen';
  /** manager: team-write; fixer: ticket-read in team tea-1; outsider: ticket-read in another team; auditor: issue-read only; raiser: the reporter who raised it. */
  actor: 'manager' | 'fixer' | 'outsider' | 'auditor' | 'raiser';
  status: 'raised' | 'assigned' | 'acknowledged' | 'in_progress' | 'resolved' | 'verified' | 'reopened';
  result: 'raised' | 'assigned' | 'acknowledged' | 'in_progress' | 'resolved' | 'verified' | 'reopened' | 'forbidden' | 'illegal';
}

/** The issue life cycle (rules/issue-lifecycle.ts): steps, who may take them, what is illegal. */
export const issueActionCases: readonly IssueActionCase[] = [
  { name: 'a manager assigns a raised issue', action: 'assign', actor: 'manager', status: 'raised', result: 'assigned' },
  { name: 'a fixer cannot assign', action: 'assign', actor: 'fixer', status: 'raised', result: 'forbidden' },
  { name: 'the team’s fixer acknowledges', action: 'acknowledge', actor: 'fixer', status: 'assigned', result: 'acknowledged' },
  { name: 'another team’s fixer cannot acknowledge', action: 'acknowledge', actor: 'outsider', status: 'assigned', result: 'forbidden' },
  { name: 'an auditor cannot acknowledge', action: 'acknowledge', actor: 'auditor', status: 'assigned', result: 'forbidden' },
  { name: 'acknowledging twice is illegal', action: 'acknowledge', actor: 'fixer', status: 'acknowledged', result: 'illegal' },
  { name: 'the fixer starts the work', action: 'start', actor: 'fixer', status: 'acknowledged', result: 'in_progress' },
  { name: 'the fixer resolves work in progress', action: 'resolve', actor: 'fixer', status: 'in_progress', result: 'resolved' },
  { name: 'resolving a raised issue is illegal', action: 'resolve', actor: 'fixer', status: 'assigned', result: 'illegal' },
  { name: 'a manager verifies a resolved issue', action: 'verify', actor: 'manager', status: 'resolved', result: 'verified' },
  { name: 'a fixer cannot verify', action: 'verify', actor: 'fixer', status: 'resolved', result: 'forbidden' },
  { name: 'verifying open work is illegal', action: 'verify', actor: 'manager', status: 'in_progress', result: 'illegal' },
  { name: 'the raiser reopens a resolved issue', action: 'reopen', actor: 'raiser', status: 'resolved', result: 'reopened' },
  { name: 'a manager reopens a verified issue', action: 'reopen', actor: 'manager', status: 'verified', result: 'reopened' },
  { name: 'a fixer cannot reopen', action: 'reopen', actor: 'fixer', status: 'resolved', result: 'forbidden' },
  { name: 'reopening open work is illegal', action: 'reopen', actor: 'manager', status: 'assigned', result: 'illegal' },
  { name: 'a reopened issue is acknowledged again', action: 'acknowledge', actor: 'fixer', status: 'reopened', result: 'acknowledged' },
];

export interface IssueDueCase {
  name: string;
  urgency: 'low' | 'moderate' | 'high';
  /** The organisation's settings.issueDueHours; null: not set. */
  orgHours: { low: number; moderate: number; high: number } | null;
  /** Hours from raising to due. */
  dueAfterHours: number;
}

/** Due time by urgency (issue 18): the organisation's hours when set, the defaults otherwise. */
export const issueDueCases: readonly IssueDueCase[] = [
  { name: 'high, no organisation hours', urgency: 'high', orgHours: null, dueAfterHours: 4 },
  { name: 'low, no organisation hours', urgency: 'low', orgHours: null, dueAfterHours: 72 },
  { name: 'high, organisation gives 12 h', urgency: 'high', orgHours: { low: 96, moderate: 48, high: 12 }, dueAfterHours: 12 },
  { name: 'moderate, organisation gives 48 h', urgency: 'moderate', orgHours: { low: 96, moderate: 48, high: 12 }, dueAfterHours: 48 },
];

/** Issue 19: a bad answer to a parameter that requires a photo (rules/required-photo.ts). */
export interface RequiredPhotoCase {
  name: string;
  photoRequired: boolean;
  /** null: the answer is good (no issue); else the types of the issue's media. */
  issueMedia: readonly string[] | null;
  blocked: boolean;
}

export const requiredPhotoCases: readonly RequiredPhotoCase[] = [
  { name: 'bad, photo required, a photo', photoRequired: true, issueMedia: ['image/jpeg'], blocked: false },
  { name: 'bad, photo required, a voice note only', photoRequired: true, issueMedia: ['audio/ogg'], blocked: true },
  { name: 'bad, photo required, nothing', photoRequired: true, issueMedia: [], blocked: true },
  { name: 'good, photo required', photoRequired: true, issueMedia: null, blocked: false },
  { name: 'bad, no photo required, a voice note only', photoRequired: false, issueMedia: ['audio/ogg'], blocked: false },
];
