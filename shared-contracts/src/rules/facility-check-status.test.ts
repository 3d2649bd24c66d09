import { facilityCheckStatus } from './facility-check-status';
import { facilityCheckCases } from './rule-cases';

const HOUR = 3_600_000;
const LAST = Date.parse('2026-05-01T04:00:00.000Z');

describe('facilityCheckStatus', () => {
  it('is todo without a last check', () => {
    expect(facilityCheckStatus(undefined, 2, LAST)).toBe('todo');
    expect(facilityCheckStatus(null, 2, LAST)).toBe('todo');
    expect(facilityCheckStatus('', 2, LAST)).toBe('todo');
  });

  it('is done until the last check plus the interval in hours has passed, then todo', () => {
    expect(facilityCheckStatus('2026-05-01T04:00:00.000Z', 2, LAST + HOUR)).toBe('done');
    expect(facilityCheckStatus(LAST, 2, LAST + 2 * HOUR - 1)).toBe('done');
    expect(facilityCheckStatus(LAST, 2, LAST + 2 * HOUR)).toBe('todo');
    expect(facilityCheckStatus(LAST, 0.5, LAST + 31 * 60_000)).toBe('todo');
  });
});

describe('the shared table of facility checks (the api runs it too)', () => {
  it.each(facilityCheckCases)('$name: $status', ({ lastCheckedMinutesAgo, intervalHours, status }) => {
    const now = Date.parse('2026-05-01T12:00:00.000Z');
    const last = lastCheckedMinutesAgo === null ? null : new Date(now - lastCheckedMinutesAgo * 60_000).toISOString();
    expect(facilityCheckStatus(last, intervalHours, now)).toBe(status);
  });
});
