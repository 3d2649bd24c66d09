import { createShift } from '../testing/factories';
import { findActiveShift } from './active-shift';

describe('findActiveShift', () => {
  it('is the first shift that is started, late or upcoming', () => {
    const finished = createShift({ status: 'finished' });
    const missed = createShift({ status: 'missed' });
    const late = createShift({ status: 'late' });
    const upcoming = createShift({ status: 'upcoming' });
    expect(findActiveShift([finished, missed, late, upcoming])).toBe(late);
    expect(findActiveShift([finished, upcoming, late])).toBe(upcoming);
    const started = createShift({ status: 'started' });
    expect(findActiveShift([missed, started, upcoming])).toBe(started);
  });

  it('derives the status from the flags when the answer has none', () => {
    const missed = createShift({ missed: true, late: true });
    const started = createShift({ started: true, late: true });
    expect(findActiveShift([missed, started])).toBe(started);
  });

  it('is undefined when every shift is over', () => {
    expect(findActiveShift([createShift({ status: 'finished' }), createShift({ status: 'missed' })])).toBeUndefined();
    expect(findActiveShift([])).toBeUndefined();
  });
});
