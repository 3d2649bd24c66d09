/**
 * Tables of cases for the rules both sides apply. shared-contracts tests its rules on them and the
 * api runs the same tables through its own routes (api/src/routes/shared-rules.test.ts), so a rule
 * that drifts on either side fails.
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
