import { createShift } from '../testing/factories';
import { checksPerShift, expectedChecksOfMapping } from './checks-per-shift';
import { checksPerShiftCases } from './rule-cases';

describe('checksPerShift', () => {
  // 8 hours.
  const shift = createShift({ expectedInTime: '2026-05-01T02:00:00.000Z', expectedOutTime: '2026-05-01T10:00:00.000Z' });

  it('is floor(duration hours / interval)', () => {
    expect(checksPerShift(shift, 2)).toBe(4);
    expect(checksPerShift(shift, 3)).toBe(2);
    expect(checksPerShift(shift, 8)).toBe(1);
    expect(checksPerShift(shift, 9)).toBe(0);
    expect(checksPerShift(shift, 0.5)).toBe(16);
    expect(checksPerShift(shift, 8 / 3)).toBe(3);
  });

  it('counts 0 for an interval that is not positive', () => {
    expect(checksPerShift(shift, 0)).toBe(0);
    expect(checksPerShift(shift, -2)).toBe(0);
  });

  it('multiplies by the facilities of a mapping', () => {
    expect(expectedChecksOfMapping(shift, { interval: 2, facilities: ['a', 'b', 'c'] })).toBe(12);
    expect(expectedChecksOfMapping(shift, { interval: 2, facilities: [] })).toBe(0);
  });
});

describe('the shared table of checks per shift (the api runs it too)', () => {
  it.each(checksPerShiftCases)('$name: $checks', ({ minutes, intervalHours, checks }) => {
    const expectedInTime = '2024-05-01T06:00:00.000Z';
    const expectedOutTime = new Date(Date.parse(expectedInTime) + minutes * 60_000).toISOString();
    expect(checksPerShift({ expectedInTime, expectedOutTime }, intervalHours)).toBe(checks);
  });
});
