/**
 * Issue 17: GET /inspections/daily/shifts, one facility's day of the daily report shift by shift,
 * against the real seeded database: its totals are the daily report's cell, every report of the day is
 * counted in one shift or outside them, the reports page, and only managers of the organisation see it.
 */
import type { DailyReportAnswer, DailyShiftsAnswer } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let manager: string;
let blueAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
  blueAdmin = await t.login('admin@facilityops.test');
  const switched = await t.app.inject({ method: 'POST', url: '/users/organizations/switch?organization=org-blueriver', headers: bearer(blueAdmin) });
  blueAdmin = switched.json<{ token: string }>().token;
}, 60_000);
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const dayOf = async (facility: string, date: string, extra = '') => {
  const answer = await get(manager, `/inspections/daily/shifts?facility=${facility}&date=${date}${extra}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<DailyShiftsAnswer>();
};

describe('GET /inspections/daily/shifts', () => {
  it('answers each cell of the daily report: the same expected and actual, every report counted once', async () => {
    const daily = (await get(manager, '/inspections/daily')).json<DailyReportAnswer>();
    const cells = daily.facilities.flatMap((row) =>
      daily.days.map((day, d) => ({ facility: row.facility, date: day.date, expected: row.expected[d] ?? 0, actual: row.actual[d] ?? 0 })),
    );
    const busy = cells.filter((cell) => cell.expected > 0 || cell.actual > 0);
    expect(busy.length).toBeGreaterThan(10);
    // A missed day, a day without shifts, and a sample of the rest.
    const sample = [busy.find((cell) => cell.expected > cell.actual), busy.find((cell) => cell.expected === 0), ...busy.filter((_, i) => i % 37 === 0)];
    for (const cell of sample) {
      if (!cell) continue;
      const day = await dayOf(cell.facility, cell.date, '&limit=100');
      expect({ expected: day.expectedCount, actual: day.actualCount }).toEqual({ expected: cell.expected, actual: cell.actual });
      expect(day.shifts.reduce((sum, shift) => sum + shift.actualCount, 0) + day.outsideShifts).toBe(day.actualCount);
      for (const shift of day.shifts) expect(shift.missedCount).toBe(Math.max(0, shift.expectedCount - shift.actualCount));
      expect(day.reports).toHaveLength(day.totalReports);
      const shiftIds = new Set(day.shifts.map((shift) => shift._id));
      expect(day.reports.every((report) => report.shift === null || shiftIds.has(report.shift))).toBe(true);
    }
    const missed = sample[0];
    if (!missed) throw new Error('the seed has no missed day');
    const day = await dayOf(missed.facility, missed.date);
    expect(day.shifts.length).toBeGreaterThan(0);
    expect(day.shifts.some((shift) => shift.missedCount > 0)).toBe(true);
    expect(day.shifts.flatMap((shift) => shift.reporters).every((person) => person.name.length > 0)).toBe(true);
  });

  it('pages the reports of the day, oldest first, each readable in the viewer', async () => {
    // The older history (31 to 95 days back) has several checks per facility and day.
    const daily = (await get(manager, '/inspections/daily?from=2024-02-01&to=2024-03-01')).json<DailyReportAnswer>();
    const row = daily.facilities.find((facility) => facility.actual.some((n) => n >= 2));
    const d = row?.actual.findIndex((n) => n >= 2) ?? -1;
    const date = daily.days[d]?.date;
    if (!row || !date) throw new Error('no day with two reports');
    const all = await dayOf(row.facility, date, '&limit=100');
    const second = await dayOf(row.facility, date, '&limit=1&page=2');
    expect(second).toMatchObject({ page: 2, limit: 1, totalReports: all.totalReports });
    expect(second.reports.map((report) => report._id)).toEqual([all.reports[1]?._id]);
    const times = all.reports.map((report) => report.createdAt);
    expect(times).toEqual([...times].sort());
    const beyond = await dayOf(row.facility, date, '&limit=100&page=50');
    expect(beyond.reports).toEqual([]);
    expect((await get(manager, `/inspections/${all.reports[0]?._id}`)).statusCode).toBe(200);
  });

  it('needs dailyReportsMenuView-read and a facility of the caller’s organisation', async () => {
    const facility = seedIds.facility('acme', 2);
    expect((await get(reporter, `/inspections/daily/shifts?facility=${facility}&date=2024-04-30`)).statusCode).toBe(403);
    expect((await get(null, `/inspections/daily/shifts?facility=${facility}&date=2024-04-30`)).statusCode).toBe(401);
    expect((await get(blueAdmin, `/inspections/daily/shifts?facility=${facility}&date=2024-04-30`)).statusCode).toBe(404);
    expect((await get(manager, `/inspections/daily/shifts?facility=${seedIds.facility('blue', 1)}&date=2024-04-30`)).statusCode).toBe(404);
    expect((await get(manager, '/inspections/daily/shifts?facility=fac-nope&date=2024-04-30')).statusCode).toBe(404);
  });
});
