import { countByDate, happinessByDate } from './overview-series';

describe('overview series', () => {
  it('counts per Kolkata day, oldest first', () => {
    // 20:00 UTC is already the next day in Kolkata (UTC+5:30).
    const items = [{ createdAt: '2026-03-02T08:00:00Z' }, { createdAt: '2026-03-01T20:00:00Z' }, { createdAt: '2026-03-01T10:00:00Z' }];
    expect(countByDate(items)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 2 },
    ]);
    expect(countByDate([])).toEqual([]);
  });

  it('gives the share of positive feedback per day in whole percent', () => {
    const feedbacks = [
      { createdAt: '2026-03-01T05:00:00Z', reviewType: 'positive' as const },
      { createdAt: '2026-03-01T06:00:00Z', reviewType: 'positive' as const },
      { createdAt: '2026-03-01T07:00:00Z', reviewType: 'negative' as const },
      { createdAt: '2026-03-03T07:00:00Z', reviewType: 'negative' as const },
    ];
    expect(happinessByDate(feedbacks)).toEqual([
      { date: '2026-03-01', happy: 67 },
      { date: '2026-03-03', happy: 0 },
    ]);
  });
});
