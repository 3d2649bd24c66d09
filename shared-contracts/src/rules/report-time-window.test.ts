import { CACHED_REPORT_WINDOW_MS } from './reporting-constants';
import { isWithinReportTimeWindow, REPORT_CLOCK_DRIFT_MS, REPORT_WITHOUT_SHIFT_MAX_AGE_MS, reportTimeWindow } from './report-time-window';

const now = Date.parse('2024-05-01T04:30:00Z');
const shiftStart = Date.parse('2024-05-01T02:00:00Z');
const HOUR = 3_600_000;

describe('reportTimeWindow', () => {
  it.each([
    ['made now', now, true],
    ['made at the start of its shift', shiftStart, true],
    ['made within the duplicate window before its shift', shiftStart - CACHED_REPORT_WINDOW_MS, true],
    ['made before that', shiftStart - CACHED_REPORT_WINDOW_MS - 1, false],
    ['made in 1970', 0, false],
    ['made a little ahead (phone clock drift)', now + REPORT_CLOCK_DRIFT_MS, true],
    ['made an hour ahead', now + HOUR, false],
  ])('with a shift: %s → %s', (_name, made, allowed) => {
    expect(isWithinReportTimeWindow(made, reportTimeWindow(now, shiftStart))).toBe(allowed);
  });

  it.each([
    ['six days old', now - 6 * 24 * HOUR, true],
    ['a week old', now - REPORT_WITHOUT_SHIFT_MAX_AGE_MS, true],
    ['older than a week', now - REPORT_WITHOUT_SHIFT_MAX_AGE_MS - 1, false],
  ])('without a shift: %s → %s', (_name, made, allowed) => {
    expect(isWithinReportTimeWindow(made, reportTimeWindow(now, null))).toBe(allowed);
  });
});
