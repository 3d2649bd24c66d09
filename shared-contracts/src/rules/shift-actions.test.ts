import { createShift } from '../testing/factories';
import { END_SHIFT_ALLOWED_BEFORE_OUT_MS, canEndShift, canStartShift, endShiftAvailableFrom } from './shift-actions';

const OUT = Date.parse('2026-05-01T11:30:00.000Z');
const MINUTE = 60_000;

describe('canEndShift', () => {
  const started = createShift({ status: 'started', started: true });

  it('opens 15 minutes before the expected out-time and stays open after it', () => {
    expect(END_SHIFT_ALLOWED_BEFORE_OUT_MS).toBe(15 * MINUTE);
    expect(endShiftAvailableFrom(started)).toBe(OUT - 15 * MINUTE);
    expect(canEndShift(started, OUT - 15 * MINUTE - 1)).toBe(false);
    expect(canEndShift(started, OUT - 15 * MINUTE)).toBe(true);
    expect(canEndShift(started, OUT + 60 * MINUTE)).toBe(true);
  });

  it('needs a started shift', () => {
    for (const status of ['finished', 'late', 'upcoming', 'missed'] as const) {
      expect(canEndShift(createShift({ status }), OUT)).toBe(false);
    }
  });
});

describe('canStartShift', () => {
  const IN = Date.parse('2026-05-01T03:30:00.000Z');

  it('starts only the active shift, while late or upcoming and before its out-time', () => {
    const today = createShift({ status: 'late', late: true });
    const tomorrow = createShift({ status: 'upcoming', expectedInTime: '2026-05-02T03:30:00.000Z', expectedOutTime: '2026-05-02T11:30:00.000Z' });
    const shifts = [today, tomorrow];
    expect(canStartShift(today, shifts, IN + MINUTE)).toBe(true);
    expect(canStartShift(tomorrow, shifts, IN + MINUTE)).toBe(false);
    expect(canStartShift(today, shifts, OUT)).toBe(false);
    expect(canStartShift(tomorrow, [tomorrow], IN)).toBe(true);
  });

  it('never starts a started, finished or missed shift', () => {
    for (const status of ['started', 'finished', 'missed'] as const) {
      const shift = createShift({ status });
      expect(canStartShift(shift, [shift], IN)).toBe(false);
    }
  });
});
