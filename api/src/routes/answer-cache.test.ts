/**
 * The kept answers of the facility list, the checklists, the inspections page (services/answer-cache.ts, issue 15),
 * the daily report and the user report (issue 17): a write shows at once, on this node and on another node of the
 * same database; the clock changes the list, the daily report (Kolkata midnight) and the user report (a shift's end)
 * by itself; sign-in is still checked on every request; compressed bytes are the same answer.
 */
import type { FastifyInstance } from 'fastify';
import type { Checklist, DailyReportAnswer, Facility, ReportInput, ReporterReportAnswer } from 'shared-contracts/schemas';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { seedIds } from '../db/seed';
import { buildServer } from '../server';
import { listChangesAt } from '../services/answer-cache';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

const LIST = '/facilities/v2/facilitiesToReport';
let clock = TEST_NOW;
let t: TestApp;
let second: FastifyInstance;
let reporter: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { now: () => clock, liveFanout: true });
  second = await buildServer({ database: t.database, jwtSecret: TEST_SECRET, liveFanout: true, now: () => clock });
  reporter = await t.login('reporter@facilityops.test');
  admin = await t.login('admin@facilityops.test');
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(() => {
  clock = TEST_NOW;
});

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, app: FastifyInstance = t.app) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (app: FastifyInstance = t.app): Promise<Facility[]> => {
  const response = await call(reporter, 'GET', LIST, undefined, app);
  expect(response.statusCode).toBe(200);
  return response.json<Facility[]>();
};
const facility = (facilities: Facility[], n: number) => facilities.find((f) => f._id === seedIds.facility('acme', n));
const report = (localId: string, n: number): ReportInput => ({
  localId,
  facility: seedIds.facility('acme', n),
  shift: seedIds.currentShift,
  date: '01 May 2024',
  time: '10:00 AM',
  issueDetails: [],
  overall: { description: 'ok', media: [] },
});

// Seeded at 04:30Z: the current shift runs 02:00Z-10:00Z, interval 2 h; the 04:00-06:00 window is open.
describe('the kept facility list', () => {
  it('shows a report submitted through this node at once', async () => {
    expect(facility(await list(), 2)?.timeline[1]?.status).toBe('todo');
    expect(facility(await list(), 2)?.timeline[1]?.status).toBe('todo');
    expect((await call(reporter, 'POST', '/reports/submit', report('kept-1', 2))).statusCode).toBe(200);
    expect(facility(await list(), 2)?.timeline[1]?.status).toBe('done');
  });

  it('shows a report submitted through another node of the same database (LISTEN/NOTIFY), long before the entry would lapse', async () => {
    expect(facility(await list(), 3)?.timeline[1]?.status).toBe('todo');
    expect((await call(reporter, 'POST', '/reports/submit', report('kept-2', 3), second)).statusCode).toBe(200);
    const start = Date.now();
    while (facility(await list(), 3)?.timeline[1]?.status !== 'done' && Date.now() - start < 3000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(facility(await list(), 3)?.timeline[1]?.status).toBe('done');
  });

  it('shows facility and location edits at once', async () => {
    const before = facility(await list(), 4);
    expect(before?.active).toBe(true);
    expect((await call(admin, 'POST', `/admin/facilities/${seedIds.facility('acme', 4)}/active`, { active: false })).statusCode).toBe(200);
    expect(facility(await list(), 4)?.active).toBe(false);
    const location = before?.location;
    if (!location) throw new Error('facility 4 has no location');
    const renamed = await call(admin, 'PUT', '/organizations/org-acme/locations', { _id: location._id, name: 'Renamed wing' });
    expect(renamed.statusCode).toBe(200);
    expect(facility(await list(), 4)?.location).toEqual({ _id: location._id, name: 'Renamed wing' });
  });

  it('changes by itself when a window ends, with no write', async () => {
    expect(facility(await list(), 12)?.timeline[1]?.status).toBe('todo');
    clock = new Date('2024-05-01T05:59:59.999Z');
    expect(facility(await list(), 12)?.timeline[1]?.status).toBe('todo');
    clock = new Date('2024-05-01T06:00:00.000Z');
    expect(facility(await list(), 12)?.timeline[1]?.status).toBe('N/A');
  });

  it('checks the sign-in on every request: a logout refuses the kept answer', async () => {
    const token = await t.login('reporter@facilityops.test');
    expect((await call(token, 'GET', LIST)).statusCode).toBe(200);
    expect((await call(token, 'POST', '/auth/logout', {})).statusCode).toBe(200);
    expect((await call(token, 'GET', LIST)).statusCode).toBe(401);
    expect((await call(token, 'GET', LIST, undefined, second)).statusCode).toBe(401);
  });

  it('sends the same answer brotli, gzip or plain', async () => {
    const plain = await call(reporter, 'GET', LIST);
    const get = (encoding: string) => t.app.inject({ method: 'GET', url: LIST, headers: { ...bearer(reporter), 'accept-encoding': encoding } });
    const br = await get('br, gzip');
    const gzip = await get('gzip, deflate');
    const weighted = await get('gzip;q=1, br;q=0.5');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], weighted.headers['content-encoding']]).toEqual(['br', 'gzip', 'gzip']);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(weighted.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the kept checklists', () => {
  it('show a facility deactivated at once', async () => {
    const active = async () =>
      (await call(reporter, 'GET', '/facilities/checklist'))
        .json<Checklist[]>()
        .find((c) => c.facility === seedIds.facility('acme', 5) && !c.appendixChecklistTemplate)?.facilityActive;
    expect(await active()).toBe(true);
    expect((await call(admin, 'POST', `/admin/facilities/${seedIds.facility('acme', 5)}/active`, { active: false })).statusCode).toBe(200);
    expect(await active()).toBe(false);
  });
});

describe('the kept inspections page', () => {
  it('counts a report submitted at once', async () => {
    const manager = await t.login('manager@facilityops.test');
    const total = async () => (await call(manager, 'GET', '/inspections?limit=20&page=1')).json<{ totalDocs: number }>().totalDocs;
    const before = await total();
    expect(await total()).toBe(before);
    expect((await call(reporter, 'POST', '/reports/submit', report('kept-3', 7))).statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
  });
});

// The daily report and the user report (issue 17), as a manager reads them.
let managerToken: string | undefined;
const get = async <T>(url: string, app: FastifyInstance = t.app): Promise<T> => {
  managerToken ??= await t.login('manager@facilityops.test');
  const response = await app.inject({ method: 'GET', url, headers: bearer(managerToken) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const submit = async (localId: string, n: number, app: FastifyInstance = t.app) =>
  expect((await call(reporter, 'POST', '/reports/submit', report(localId, n), app)).statusCode).toBe(200);
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

describe('listChangesAt', () => {
  const shift = { expectedInTime: new Date('2024-05-01T02:00:00Z'), expectedOutTime: new Date('2024-05-01T10:00:00Z') };
  const entry = (hhmm: string) => ({ expectedTime: `2024-05-01T${hhmm}:00.000Z`, actualTime: null, status: 'todo', nextInspection: false, last: false });
  const listed = { _id: 'f', name: 'f', timeline: ['02:00', '04:00', '06:00', '08:00'].map(entry), offsetMinutes: 0, active: true, interval: 2 } as Facility;

  it('is the next window boundary, shift end or last check plus the interval after now', () => {
    expect(listChangesAt([listed], [shift], new Date('2024-05-01T04:30:00Z'))).toBe(Date.parse('2024-05-01T06:00:00Z'));
    expect(listChangesAt([listed], [shift], new Date('2024-05-01T06:00:00Z'))).toBe(Date.parse('2024-05-01T06:00:00Z') + 1);
    expect(listChangesAt([{ ...listed, lastChecked: '2024-05-01T03:10:00.000Z' }], [shift], new Date('2024-05-01T04:30:00Z'))).toBe(
      Date.parse('2024-05-01T05:10:00Z'),
    );
    expect(listChangesAt([listed], [shift], new Date('2024-05-01T09:00:00Z'))).toBe(Date.parse('2024-05-01T10:00:00Z'));
  });
});
