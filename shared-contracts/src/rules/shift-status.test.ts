import { createShift } from '../testing/factories';
import { deriveShiftStatus, shiftAt, shiftFlagsAt, shiftStatusOf } from './shift-status';

const none = { finished: false, started: false, missed: false, late: false };
// createShift runs 03:30Z-11:30Z on 1 May 2026.
const IN = Date.parse('2026-05-01T03:30:00.000Z');
const OUT = Date.parse('2026-05-01T11:30:00.000Z');

describe('deriveShiftStatus', () => {
  it('takes finished, then started, then missed, then late, otherwise upcoming', () => {
    expect(deriveShiftStatus({ finished: true, started: true, missed: true, late: true })).toBe('finished');
    expect(deriveShiftStatus({ ...none, started: true, missed: true, late: true })).toBe('started');
    expect(deriveShiftStatus({ ...none, missed: true, late: true })).toBe('missed');
    expect(deriveShiftStatus({ ...none, late: true })).toBe('late');
    expect(deriveShiftStatus(none)).toBe('upcoming');
  });
});

describe('shiftStatusOf', () => {
  it('keeps the status the server derived, and derives one when the answer has none', () => {
    expect(shiftStatusOf({ ...none, started: true, status: 'late' })).toBe('late');
    expect(shiftStatusOf({ ...none, missed: true })).toBe('missed');
  });
});

describe('shiftFlagsAt', () => {
  const shift = createShift();

  it('turns a shift nobody started late after its in-time and missed at its out-time', () => {
    expect(shiftFlagsAt(shift, IN)).toEqual(none);
    expect(shiftFlagsAt(shift, IN + 1)).toEqual({ ...none, late: true });
    expect(shiftFlagsAt(shift, OUT - 1)).toEqual({ ...none, late: true });
    expect(shiftFlagsAt(shift, OUT)).toEqual({ ...none, late: true, missed: true });
  });

  it('leaves started and finished shifts as the server said', () => {
    const started = createShift({ started: true });
    expect(shiftFlagsAt(started, OUT + 1)).toEqual({ ...none, started: true });
    expect(shiftFlagsAt(createShift({ started: true, finished: true }), OUT + 1)).toEqual({ ...none, started: true, finished: true });
  });

  it('shiftAt derives the status again from the aged flags', () => {
    expect(shiftAt({ ...shift, status: 'upcoming' }, IN + 60_000).status).toBe('late');
    expect(shiftAt({ ...shift, status: 'upcoming' }, OUT).status).toBe('missed');
    expect(shiftAt({ ...shift, status: 'upcoming' }, IN - 1).status).toBe('upcoming');
  });

  it('shiftAt keeps what the server said of a shift that is not waiting to start', () => {
    for (const status of ['finished', 'started', 'missed'] as const) {
      expect(shiftAt({ ...shift, status }, OUT + 1).status).toBe(status);
    }
    expect(shiftAt({ ...shift, late: true }, IN - 1).status).toBe('late');
  });
});
