import { formatDate, formatDateTime, formatTime } from './kolkata';

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
