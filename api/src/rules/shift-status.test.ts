import { deriveShiftStatus } from 'shared-contracts/rules';
import { findActiveShift, shiftFlagsFor } from './shift-status';

const at = (hhmm: string) => new Date(`2024-05-01T${hhmm}:00.000Z`);
const shift = (checkIns: { user: string; actualInTime: string; actualOutTime?: string }[] = []) => ({
  expectedInTime: at('06:00'),
  expectedOutTime: at('14:00'),
  checkIns,
});

describe('shiftFlagsFor', () => {
  const status = (s: ReturnType<typeof shift>, now: string) => deriveShiftStatus(shiftFlagsFor(s, 'u1', at(now)));
  it('derives the status of one user at a time', () => {
    expect(status(shift(), '05:00')).toBe('upcoming');
    expect(status(shift(), '06:30')).toBe('late');
    expect(status(shift(), '14:00')).toBe('missed');
    expect(status(shift([{ user: 'u1', actualInTime: at('06:05').toISOString() }]), '15:00')).toBe('started');
    expect(status(shift([{ user: 'u1', actualInTime: at('06:05').toISOString(), actualOutTime: at('13:50').toISOString() }]), '13:55')).toBe('finished');
    expect(status(shift([{ user: 'other', actualInTime: at('06:05').toISOString() }]), '07:00')).toBe('late');
  });
});

describe('findActiveShift', () => {
  it('picks the first started, late or upcoming shift by in-time', () => {
    const shifts = [
      { id: 'c', status: 'upcoming' as const, expectedInTime: at('20:00') },
      { id: 'a', status: 'missed' as const, expectedInTime: at('01:00') },
      { id: 'b', status: 'late' as const, expectedInTime: at('06:00') },
    ];
    expect(findActiveShift(shifts)?.id).toBe('b');
    expect(findActiveShift([{ id: 'x', status: 'finished' as const, expectedInTime: at('01:00') }])).toBeUndefined();
  });
});
