import { findNextInspection, isOverdue, type ScheduledEntry } from './next-inspection';

const NOW = Date.parse('2026-05-01T06:00:00.000Z');
const at = (offsetMinutes: number): string => new Date(NOW + offsetMinutes * 60_000).toISOString();
const entry = (status: string, offsetMinutes: number): ScheduledEntry => ({ status, expectedTime: at(offsetMinutes) });

describe('findNextInspection', () => {
  it('picks the first todo entry, even when an N/A entry comes earlier', () => {
    const timeline = [entry('done', -120), entry('N/A', -60), entry('todo', 30), entry('todo', 90)];
    expect(findNextInspection(timeline, NOW)).toEqual({ entry: timeline[2], index: 2, when: 'next' });
  });

  it('falls back to the first N/A entry when nothing is todo', () => {
    const timeline = [entry('done', -120), entry('N/A', 60), entry('N/A', 120)];
    expect(findNextInspection(timeline, NOW)?.index).toBe(1);
  });

  it("is 'now' once the expected time has passed or is this instant", () => {
    expect(findNextInspection([entry('todo', -1)], NOW)?.when).toBe('now');
    expect(findNextInspection([entry('todo', 0)], NOW)?.when).toBe('now');
    expect(findNextInspection([entry('todo', 1)], NOW)?.when).toBe('next');
  });

  it('is null when every entry is done or the timeline is empty', () => {
    expect(findNextInspection([entry('done', -60), entry('done', 60)], NOW)).toBeNull();
    expect(findNextInspection([], NOW)).toBeNull();
  });

  it("treats an unparsable expected time as 'next', not due", () => {
    expect(findNextInspection([{ status: 'todo', expectedTime: 'soon' }], NOW)?.when).toBe('next');
  });
});

describe('isOverdue', () => {
  it('is true only when the next inspection is due', () => {
    expect(isOverdue([entry('done', -60), entry('todo', -5)], NOW)).toBe(true);
    expect(isOverdue([entry('done', -60), entry('todo', 5)], NOW)).toBe(false);
    expect(isOverdue([entry('done', -60)], NOW)).toBe(false);
  });
});
