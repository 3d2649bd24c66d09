import { createShift } from '../testing/factories';
import { checksPerShift, expectedChecksOfMapping } from './checks-per-shift';

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
