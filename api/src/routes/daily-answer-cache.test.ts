/**
 * The kept daily report and user report (services/answer-cache.ts, issue 17): a report submitted shows at once in
 * the daily answer, on this node and on another node of the same database; the Kolkata midnight moves the default
 * range by itself; the end of a shift changes the user report's missed shifts by itself.
 */
import type { FastifyInstance } from 'fastify';
import type { DailyReportAnswer, ReportInput, ReporterReportAnswer } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { buildServer } from '../server';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let clock = TEST_NOW;
let t: TestApp;
let second: FastifyInstance;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { now: () => clock, liveFanout: true });
  second = await buildServer({ database: t.database, jwtSecret: TEST_SECRET, liveFanout: true, now: () => clock });
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(() => {
  clock = TEST_NOW;
});

const get = async <T>(url: string, app: FastifyInstance = t.app): Promise<T> => {
  const response = await app.inject({ method: 'GET', url, headers: bearer(manager) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const submit = async (localId: string, n: number, app: FastifyInstance = t.app) => {
  const body: ReportInput = {
    localId,
    facility: seedIds.facility('acme', n),
    shift: seedIds.currentShift,
    date: '01 May 2024',
    time: '10:00 AM',
    issueDetails: [],
    overall: { description: 'ok', media: [] },
  };
  expect((await app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(reporter), payload: body })).statusCode).toBe(200);
};
/** Reports made today (the range's last day) at facility n, as the daily report answers them. */
const today = async (n: number, query = '', app: FastifyInstance = t.app) => {
  const answer = await get<DailyReportAnswer>(`/inspections/daily${query}`, app);
  const row = answer.facilities.find((f) => f.facility === seedIds.facility('acme', n));
  return row?.actual[row.actual.length - 1] ?? 0;
};

describe('the kept daily report', () => {
  it('shows a report submitted through this node at once', async () => {
    const before = await today(2);
    expect(await today(2)).toBe(before);
    await submit('daily-kept-1', 2);
    expect(await today(2)).toBe(before + 1);
  });

  it('keeps one answer per query: a filtered answer and the whole one both show the report', async () => {
    const filter = `?facility=${seedIds.facility('acme', 6)}`;
    const [whole, filtered] = [await today(6), await today(6, filter)];
    await submit('daily-kept-2', 6);
    expect([await today(6), await today(6, filter)]).toEqual([whole + 1, filtered + 1]);
  });

  it('shows a report submitted through another node of the same database (LISTEN/NOTIFY), long before the entry would lapse', async () => {
    const before = await today(3);
    expect(await today(3, '', second)).toBe(before);
    await submit('daily-kept-3', 3, second);
    expect(await today(3, '', second)).toBe(before + 1);
    const start = Date.now();
    while ((await today(3)) !== before + 1 && Date.now() - start < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await today(3)).toBe(before + 1);
  });

  it('moves to the new day at the Kolkata midnight by itself', async () => {
    clock = new Date('2024-05-01T18:29:59.999Z');
    expect((await get<DailyReportAnswer>('/inspections/daily')).to).toBe('2024-05-01');
    clock = new Date('2024-05-01T18:30:00.000Z');
    const next = await get<DailyReportAnswer>('/inspections/daily');
    expect([next.from, next.to]).toEqual(['2024-04-03', '2024-05-02']);
  });
});

describe('the kept user report', () => {
  it('counts a report submitted at once', async () => {
    const mine = async () => (await get<ReporterReportAnswer>('/inspections/reporters')).rows.reduce((sum, row) => sum + row.actualCount, 0);
    const before = await mine();
    await submit('reporters-kept-1', 8);
    expect(await mine()).toBe(before + 1);
  });

  it('changes by itself when a shift ends (a shift never started is then missed), as an answer computed afresh', async () => {
    const missed = async (app: FastifyInstance) =>
      (await get<ReporterReportAnswer>('/inspections/reporters', app)).rows.reduce((sum, row) => sum + row.missedShifts, 0);
    const before = await missed(t.app);
    // The current shift (02:00Z-10:00Z) ends; the second node has kept nothing of this query at this time.
    clock = new Date('2024-05-01T10:00:00.000Z');
    const fresh = await missed(second);
    expect(await missed(t.app)).toBe(fresh);
    expect(fresh).toBeGreaterThan(before);
  });
});
