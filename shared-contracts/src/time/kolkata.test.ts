import { TIME_ZONE, formatDate, formatDateTime, formatTime, inKolkata } from './kolkata';

describe('Asia/Kolkata formatting', () => {
  // 2026-11-22 18:45 UTC is 2026-11-23 00:15 in Kolkata (UTC+5:30).
  const instant = Date.UTC(2026, 10, 22, 18, 45);

  it("formats dates as 'DD MMM YYYY' in Kolkata, whatever the machine's zone", () => {
    expect(formatDate(instant)).toBe('23 Nov 2026');
  });

  it("formats times as 'H:mm A'", () => {
    expect(formatTime(instant)).toBe('0:15 AM');
    expect(formatTime(Date.UTC(2026, 10, 22, 8, 0))).toBe('13:30 PM');
    expect(formatDateTime(instant)).toBe('23 Nov 2026 0:15 AM');
  });
});

describe('inKolkata', () => {
  /** The wall clock in Asia/Kolkata as Intl (the platform's time-zone data) has it. */
  const intlWallClock = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: TIME_ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };

  it('agrees with the time-zone database at every hour of a year, and across years', () => {
    const hour = 3_600_000;
    const instants = [
      ...Array.from({ length: 366 * 24 }, (_, i) => Date.UTC(2026, 0, 1) + i * hour + 17 * 60_000),
      Date.UTC(1971, 5, 30, 18, 29, 59),
      Date.UTC(2000, 1, 29, 18, 30),
      Date.UTC(2038, 0, 19, 3, 14, 7),
    ];
    for (const instant of instants) expect(inKolkata(instant).format('YYYY-MM-DD HH:mm:ss')).toBe(intlWallClock(instant));
  });

  it('keeps the instant, and days start at midnight in Kolkata', () => {
    const instant = Date.UTC(2026, 10, 22, 18, 45);
    expect(inKolkata(instant).valueOf()).toBe(instant);
    expect(inKolkata(instant).startOf('day').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(inKolkata(new Date(instant).toISOString()).format('YYYY-MM-DD')).toBe('2026-11-23');
  });
});
