import { checksBetween } from './checks-per-shift';
import { facilityCheckStatus } from './facility-check-status';
import { buildTimeline, isOverdue, miniTimeline } from './timeline';

const at = (hhmm: string) => new Date(`2024-05-01T${hhmm}:00.000Z`);

describe('checksBetween', () => {
  it.each([
    [at('06:00'), at('14:00'), 2, 4],
    [at('06:00'), at('14:00'), 3, 2],
    [at('06:00'), at('07:30'), 2, 0],
    [at('06:00'), at('14:00'), 0, 0],
  ])('%s to %s every %sh gives %s', (from, to, interval, expected) => {
    expect(checksBetween(from.getTime(), to.getTime(), interval)).toBe(expected);
  });
});

describe('buildTimeline', () => {
  const base = { expectedIn: at('06:00'), expectedOut: at('14:00'), intervalHours: 2, offsetMinutes: 15 };

  it('marks windows done, missed (N/A) and todo, and flags the next inspection', () => {
    const entries = buildTimeline({ ...base, reportTimes: [at('06:30'), at('10:05')], now: at('10:30') });
    expect(entries.map((e) => e.status)).toEqual(['done', 'N/A', 'done', 'todo']);
    expect(entries.map((e) => e.expectedTime)).toEqual([at('06:00'), at('08:00'), at('10:00'), at('12:00')].map((d) => d.toISOString()));
    expect(entries[0]?.actualTime).toBe(at('06:30').toISOString());
    expect(entries.map((e) => e.nextInspection)).toEqual([false, false, false, true]);
    expect(entries.map((e) => e.last)).toEqual([false, false, false, true]);
  });

  it('counts a report made within the offset before a window for that window', () => {
    const entries = buildTimeline({ ...base, reportTimes: [at('07:50')], now: at('08:30') });
    expect(entries[1]?.status).toBe('done');
    expect(entries[0]?.status).toBe('N/A');
  });

  it('falls back to the first N/A entry when nothing is left to do', () => {
    const entries = buildTimeline({ ...base, reportTimes: [at('06:10')], now: at('15:00') });
    expect(entries.map((e) => e.status)).toEqual(['done', 'N/A', 'N/A', 'N/A']);
    expect(entries.findIndex((e) => e.nextInspection)).toBe(1);
  });

  it('ignores reports outside the shift and is empty when the interval exceeds the shift', () => {
    expect(buildTimeline({ ...base, reportTimes: [at('03:00')], now: at('07:00') })[0]?.status).toBe('todo');
    expect(buildTimeline({ ...base, intervalHours: 9, reportTimes: [], now: at('07:00') })).toEqual([]);
  });

  it('reports overdue when the next inspection time has passed', () => {
    expect(isOverdue(buildTimeline({ ...base, reportTimes: [], now: at('06:10') }), at('06:10'))).toBe(true);
    expect(isOverdue(buildTimeline({ ...base, reportTimes: [at('06:05')], now: at('06:10') }), at('06:10'))).toBe(false);
  });
});

describe('miniTimeline', () => {
  it('keeps first, around next, and last of a long timeline', () => {
    const entries = buildTimeline({ expectedIn: at('00:00'), expectedOut: at('10:00'), intervalHours: 1, offsetMinutes: 0, reportTimes: [], now: at('04:30') });
    expect(entries).toHaveLength(10);
    expect(miniTimeline(entries).map((e) => e.expectedTime)).toEqual(
      [at('00:00'), at('03:00'), at('04:00'), at('05:00'), at('09:00')].map((d) => d.toISOString()),
    );
  });
});

describe('facilityCheckStatus with Date columns', () => {
  it('is todo without a last check or after the interval, else done', () => {
    expect(facilityCheckStatus(null, 2, at('10:00').getTime())).toBe('todo');
    expect(facilityCheckStatus(at('07:00').getTime(), 2, at('10:00').getTime())).toBe('todo');
    expect(facilityCheckStatus(at('09:00').getTime(), 2, at('10:00').getTime())).toBe('done');
  });
});
