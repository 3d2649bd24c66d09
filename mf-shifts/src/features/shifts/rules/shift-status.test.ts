import { shiftStatusOf } from './shift-status';

const flags = { finished: false, started: false, missed: false, late: false };

describe('shiftStatusOf', () => {
  it('derives finished, then started, then missed, then late, otherwise upcoming', () => {
    expect(shiftStatusOf({ ...flags, finished: true, started: true, missed: true, late: true })).toBe('finished');
    expect(shiftStatusOf({ ...flags, started: true, missed: true, late: true })).toBe('started');
    expect(shiftStatusOf({ ...flags, missed: true, late: true })).toBe('missed');
    expect(shiftStatusOf({ ...flags, late: true })).toBe('late');
    expect(shiftStatusOf(flags)).toBe('upcoming');
  });

  it("keeps the status the server derived", () => {
    expect(shiftStatusOf({ ...flags, started: true, status: 'late' })).toBe('late');
  });
});
