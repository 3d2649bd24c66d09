import { groupByDay, relativeDay } from './group-by-day';

const note = (id: string, createdAt: string) => ({ _id: id, title: id, body: '', read: false, createdAt, data: { type: 'issue' } });

describe('notifications grouped by day', () => {
  it('cuts the list at midnight in Asia/Kolkata, keeping its order', () => {
    const groups = groupByDay([
      note('a', '2024-05-01T19:00:00.000Z'), // 2 May 00:30 in Kolkata
      note('b', '2024-05-01T18:00:00.000Z'), // 1 May 23:30
      note('c', '2024-05-01T04:30:00.000Z'),
      note('d', '2024-04-28T04:30:00.000Z'),
    ]);
    expect(groups.map(({ day, items }) => [day, items.map((item) => item._id)])).toEqual([
      ['2024-05-02', ['a']],
      ['2024-05-01', ['b', 'c']],
      ['2024-04-28', ['d']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it('names today and yesterday, in Kolkata', () => {
    const now = new Date('2024-05-01T20:00:00.000Z'); // 2 May 01:30 in Kolkata
    expect(relativeDay('2024-05-02', now)).toBe('today');
    expect(relativeDay('2024-05-01', now)).toBe('yesterday');
    expect(relativeDay('2024-04-30', now)).toBeNull();
  });
});
