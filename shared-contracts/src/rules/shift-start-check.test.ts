import { createShift } from '../testing/factories';
import { SHIFT_START_CHECK_MS, dueStartChecks, startCheckKey } from './shift-start-check';

const IN = Date.parse('2026-05-01T03:30:00.000Z');

describe('dueStartChecks', () => {
  const shift = createShift();
  const other = createShift({ expectedInTime: '2026-05-01T04:00:00.000Z' });

  it('checks every 10 seconds', () => {
    expect(SHIFT_START_CHECK_MS).toBe(10_000);
  });

  it('is due when the clock time equals the expected in-time, to the minute', () => {
    expect(dueStartChecks([shift, other], IN - 1, new Set())).toEqual([]);
    expect(dueStartChecks([shift, other], IN, new Set())).toEqual([shift]);
    expect(dueStartChecks([shift, other], IN + 59_999, new Set())).toEqual([shift]);
    expect(dueStartChecks([shift, other], IN + 60_000, new Set())).toEqual([]);
  });

  it('is due once per in-time: a refreshed shift is not due again in the same minute', () => {
    expect(dueStartChecks([shift], IN + 10_000, new Set([startCheckKey(shift)]))).toEqual([]);
    const moved = { ...shift, expectedInTime: '2026-05-01T05:00:00.000Z' };
    expect(dueStartChecks([moved], Date.parse(moved.expectedInTime), new Set([startCheckKey(shift)]))).toEqual([moved]);
  });

  it('a 10-second tick always lands in the in-time minute', () => {
    const ticks = Array.from({ length: 12 }, (_, i) => IN - 50_000 + i * SHIFT_START_CHECK_MS + 3_000);
    expect(ticks.filter((tick) => dueStartChecks([shift], tick, new Set()).length > 0).length).toBeGreaterThanOrEqual(5);
  });
});
