/**
 * Issue 17: report_day_counts (what the daily report reads) against a recount from the reports
 * themselves, after submits, an outbox retry of the same report (sent again after a lost answer,
 * and twice at once), the seed and a move of the demo data in time; and retired shifts expect nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { DailyReportAnswer, ReportInput, ReportStat } from 'shared-contracts/schemas';
import { rebaseDemoData } from '../db/rebase';
import { shifts } from '../db/schema';
import { seedIds } from '../db/seed';
import { recountSql } from '../services/report-store';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const facility = seedIds.facility('acme', 3);
const report = (localId: string): ReportInput => ({
  localId,
  facility,
  shift: seedIds.currentShift,
  date: '01 May 2024',
  time: '10:00 AM',
  issueDetails: [],
  overall: { description: 'ok', media: [] },
});
const submit = (body: ReportInput) => t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(reporter), payload: body });

interface CountRow {
  organization_id: string;
  kolkata_day: string;
  facility_id: string;
  reports: number;
}
const rowsOf = (result: unknown) =>
  (result as { rows: CountRow[] }).rows.map((row) => ({ ...row, kolkata_day: String(row.kolkata_day), reports: Number(row.reports) }));
const sorted = (rows: CountRow[]) => rows.map((row) => `${row.organization_id} ${row.kolkata_day} ${row.facility_id} ${row.reports}`).sort();
const stored = async () =>
  sorted(rowsOf(await t.database.db.execute(sql`SELECT organization_id, kolkata_day::text AS kolkata_day, facility_id, reports FROM report_day_counts`)));
const recounted = async () =>
  sorted(rowsOf(await t.database.db.execute(sql`SELECT organization_id, kolkata_day::text AS kolkata_day, facility_id, reports FROM (${recountSql}) c`)));

const daily = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/inspections/daily${query}`, headers: bearer(manager) });
  expect(answer.statusCode).toBe(200);
  return answer.json<DailyReportAnswer>();
};

describe('report_day_counts', () => {
  it('holds what a recount of the seeded reports gives', async () => {
    const counts = await stored();
    expect(counts.length).toBeGreaterThan(100);
    expect(counts).toEqual(await recounted());
  });

  it('counts each submitted report once: an outbox retry of the same localId, sent again or twice at once, adds nothing', async () => {
    const before = (await daily(`?from=2024-05-01&to=2024-05-01&facility=${facility}`)).facilities[0]?.actualCount ?? 0;
    const first = await submit(report('count-1'));
    expect(first.json()).toMatchObject({ status: true, duplicate: false });
    // The answer was lost: the outbox sends the same item again.
    expect((await submit(report('count-1'))).json()).toMatchObject({ status: true, duplicate: true, reportId: first.json<{ reportId: string }>().reportId });
    // Two attempts of one item in flight at once (a retry after a timeout while the first still runs).
    const both = await Promise.all([submit(report('count-2')), submit(report('count-2'))]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.map((answer) => answer.json<{ duplicate: boolean }>().duplicate).sort()).toEqual([false, true]);
    expect((await submit(report('count-3'))).statusCode).toBe(200);

    expect(await stored()).toEqual(await recounted());
    const after = (await daily(`?from=2024-05-01&to=2024-05-01&facility=${facility}`)).facilities[0]?.actualCount ?? 0;
    expect(after).toBe(before + 3);
  });

  it('follows the reports when the demo data moves in time', async () => {
    // 77 hours and a half-day offset: reports change Kolkata days unevenly.
    await rebaseDemoData(t.database, new Date(TEST_NOW.getTime() + 77 * 3_600_000));
    expect(await stored()).toEqual(await recounted());
  });
});

describe('the daily report and retired shifts', () => {
  it('expects no checks of a retired shift, as the report statistics do', async () => {
    const day = '2023-12-05';
    const expectedIn = new Date('2023-12-05T04:00:00.000Z');
    const mapping = { reporter: seedIds.reporter, supervisor: null, janitor: null, interval: 2, facilities: [facility], preferredChecklists: [] };
    await t.database.db.insert(shifts).values([
      {
        id: 'shf-day-live',
        organizationId: seedIds.acme,
        shift: 'Live',
        shiftName: 'Live',
        expectedInTime: expectedIn,
        expectedOutTime: new Date(expectedIn.getTime() + 8 * 3_600_000),
        mappings: [mapping],
      },
      {
        id: 'shf-day-retired',
        organizationId: seedIds.acme,
        shift: 'Retired',
        shiftName: 'Retired',
        expectedInTime: expectedIn,
        expectedOutTime: new Date(expectedIn.getTime() + 8 * 3_600_000),
        mappings: [mapping],
        retiredAt: new Date('2023-12-01T00:00:00.000Z'),
      },
    ]);
    const answer = await daily(`?from=${day}&to=${day}`);
    expect(answer.facilities.find((row) => row.facility === facility)?.expectedCount).toBe(4);
    const stats = (
      await t.app.inject({ method: 'GET', url: `/reports/statistics/time?organization=${seedIds.acme}&from=${day}&to=${day}`, headers: bearer(manager) })
    ).json<ReportStat[]>();
    expect(answer.days).toEqual(stats.filter((stat) => stat.date === day));
    await t.database.db.delete(shifts).where(eq(shifts.id, 'shf-day-retired'));
    expect((await daily(`?from=${day}&to=${day}`)).days[0]?.expectedCount).toBe(4);
  });
});
