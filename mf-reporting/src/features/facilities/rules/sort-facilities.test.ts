import { type ScheduledEntry } from './next-inspection';
import { sortFacilities } from './sort-facilities';

const NOW = Date.parse('2026-05-01T06:00:00.000Z');
const due: ScheduledEntry[] = [{ status: 'todo', expectedTime: new Date(NOW - 10 * 60_000).toISOString() }];
const later: ScheduledEntry[] = [{ status: 'todo', expectedTime: new Date(NOW + 10 * 60_000).toISOString() }];
const finished: ScheduledEntry[] = [{ status: 'done', expectedTime: new Date(NOW - 60 * 60_000).toISOString() }];

const names = (list: { name: string }[]): string[] => list.map((facility) => facility.name);

describe('sortFacilities', () => {
  it('puts overdue facilities first, each group by name', () => {
    const facilities = [
      { name: 'Lift B', timeline: later },
      { name: 'Toilet 10', timeline: due },
      { name: 'atrium', timeline: finished },
      { name: 'Toilet 2', timeline: due },
    ];
    expect(names(sortFacilities(facilities, NOW))).toEqual(['Toilet 2', 'Toilet 10', 'atrium', 'Lift B']);
  });

  it('does not mutate its input', () => {
    const facilities = [
      { name: 'B', timeline: later },
      { name: 'A', timeline: due },
    ];
    const copy = [...facilities];
    sortFacilities(facilities, NOW);
    expect(facilities).toEqual(copy);
  });

  it('keeps the extra fields of each facility', () => {
    const [first] = sortFacilities([{ name: 'A', timeline: due, id: 'f1' }], NOW);
    expect(first?.id).toBe('f1');
  });
});
