/**
 * Issue 17: the inspections list, its CSV, one report in full with its media, and the daily
 * report, against the real seeded database.
 */
import { eq } from 'drizzle-orm';
import { checksPerShiftCases } from 'shared-contracts/rule-cases';
import type { DailyReportAnswer, InspectionListAnswer, InspectionView, ReportStat } from 'shared-contracts/schemas';
import { shifts, uploads } from '../db/schema';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';
import { csvCell } from './inspections';

let t: TestApp;
let reporter: string;
let desk: string;
let manager: string;
let blueAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  desk = await t.login('desk@facilityops.test');
  manager = await t.login('manager@facilityops.test');
  blueAdmin = await t.login('admin@facilityops.test');
  const switched = await t.app.inject({ method: 'POST', url: '/users/organizations/switch?organization=org-blueriver', headers: bearer(blueAdmin) });
  blueAdmin = switched.json<{ token: string }>().token;
}, 60_000);
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const list = async (query = '') => {
  const answer = await get(manager, `/inspections${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<InspectionListAnswer>();
};

describe('GET /inspections', () => {
  it('answers the last 30 days by default, newest first, with names', async () => {
    const page = await list();
    expect(page.to).toBe('2024-05-01');
    expect(page.from).toBe('2024-04-02');
    expect(page.totalDocs).toBeGreaterThan(20);
    expect(page.docs).toHaveLength(20);
    const times = page.docs.map((doc) => Date.parse(doc.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.docs[0]).toMatchObject({ facilityName: expect.any(String), reporterName: expect.any(String), locationName: expect.any(String) });
  });

  it('pages: the pages together are the whole set once', async () => {
    const first = await list('?limit=50');
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(first.totalDocs / 50); page += 1) ids.push(...(await list(`?limit=50&page=${page}`)).docs.map((doc) => doc._id));
    expect(ids).toHaveLength(first.totalDocs);
    expect(new Set(ids).size).toBe(first.totalDocs);
  });

  it('filters by facility, location, reporter, type and date range', async () => {
    const facility = seedIds.facility('acme', 2);
    const byFacility = await list(`?facility=${facility}&limit=100`);
    expect(byFacility.totalDocs).toBeGreaterThan(0);
    expect(byFacility.docs.every((doc) => doc.facility === facility)).toBe(true);
    const byLocation = await list('?location=loc-acme-1&limit=100');
    expect(byLocation.docs.every((doc) => doc.location === 'loc-acme-1')).toBe(true);
    const byReporter = await list(`?reporter=${seedIds.desk}&limit=100`);
    expect(byReporter.totalDocs).toBeGreaterThan(0);
    expect(byReporter.docs.every((doc) => doc.reporter === seedIds.desk)).toBe(true);
    expect((await list('?type=no-such-type')).totalDocs).toBe(0);
    const oneDay = await list('?from=2024-04-20&to=2024-04-20&limit=100');
    expect(oneDay.totalDocs).toBeGreaterThan(0);
    expect(oneDay.docs.every((doc) => new Date(Date.parse(doc.createdAt) + 5.5 * 3_600_000).toISOString().startsWith('2024-04-20'))).toBe(true);
  });

  it('sorts by facility name both ways', async () => {
    const up = (await list('?sort=facility&order=asc&limit=100')).docs.map((doc) => doc.facilityName);
    expect([...up].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(up);
    const down = (await list('?sort=facility&order=desc&limit=5')).docs.map((doc) => doc.facilityName);
    expect((down[0] ?? '') >= (down[4] ?? '')).toBe(true);
  });

  it('needs the inspections permissions and shows only the caller’s organisation', async () => {
    expect((await get(reporter, '/inspections')).statusCode).toBe(403);
    expect((await get(null, '/inspections')).statusCode).toBe(401);
    const blue = (await get(blueAdmin, '/inspections?limit=100')).json<InspectionListAnswer>();
    expect(blue.docs.every((doc) => doc.facility.startsWith('fac-blue'))).toBe(true);
  });
});

describe('GET /inspections/export.csv', () => {
  it('exports the whole filtered set as CSV, one line per report', async () => {
    const filtered = await list(`?facility=${seedIds.facility('acme', 3)}`);
    const answer = await get(manager, `/inspections/export.csv?facility=${seedIds.facility('acme', 3)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="inspections-2024-04-02-2024-05-01.csv"/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Time","Facility","Location","Reporter","Shift","Type","Issues","Report"');
    expect(lines).toHaveLength(filtered.totalDocs + 1);
  });

  it('quotes cells and never lets one start a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('is refused to a reporter', async () => {
    expect((await get(reporter, '/inspections/export.csv')).statusCode).toBe(403);
  });
});

describe('GET /inspections/{id}', () => {
  const photo = { name: 'a0a0a0a0a0a0a0a0a0a0a0a0.jpg', path: '/uploads/a0a0a0a0a0a0a0a0a0a0a0a0.jpg', type: 'image/jpeg' };
  const voice = { name: 'b0b0b0b0b0b0b0b0b0b0b0b0.ogg', path: '/uploads/b0b0b0b0b0b0b0b0b0b0b0b0.ogg', type: 'audio/ogg' };
  const overallPhoto = { name: 'c0c0c0c0c0c0c0c0c0c0c0c0.jpg', path: '/uploads/c0c0c0c0c0c0c0c0c0c0c0c0.jpg', type: 'image/jpeg' };
  let reportId = '';

  beforeAll(async () => {
    await t.database.db
      .insert(uploads)
      .values(
        [photo, voice, overallPhoto].map((item) => ({ name: item.name, organizationId: seedIds.acme, userId: seedIds.reporter, type: item.type, size: 10 })),
      );
    const body = {
      localId: 'inspection-view-1',
      date: '01 May 2024',
      time: '9:55 AM',
      facility: seedIds.facility('acme', 1),
      parameters: [
        { _id: 'par-acme-floor', label: 'Floor', name: 'floor', paramQuantity: 2 },
        { _id: 'par-acme-lights', label: 'Lights', name: 'lights' },
      ],
      issueDetails: [
        {
          parameter: 'par-acme-floor',
          label: 'Floor',
          description: 'Wet near the door',
          media: [photo, voice],
          selectedTags: ['Wet'],
          assignedTeamName: 'tea-acme-housekeeping',
          urgencyLevel: 'high',
          affectedParamsCount: 2,
        },
      ],
      overall: { description: 'Busy morning', media: [overallPhoto] },
    };
    const answer = await t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(reporter), payload: body });
    expect(answer.statusCode).toBe(200);
    reportId = answer.json<{ reportId: string }>().reportId;
  });

  it('shows the report in full: names, every parameter, the issue with its status and team, the media', async () => {
    const answer = await get(manager, `/inspections/${reportId}`);
    expect(answer.statusCode).toBe(200);
    const view = answer.json<InspectionView>();
    expect(view.facility._id).toBe(seedIds.facility('acme', 1));
    expect(view.reporter?.name).toBe('Rita Reporter');
    expect(view.location?.name).toEqual(expect.any(String));
    expect(view.parameters).toEqual([
      { _id: 'par-acme-floor', label: 'Floor', img: null, ok: false, quantity: 2 },
      { _id: 'par-acme-lights', label: 'Lights', img: null, ok: true, quantity: 1 },
    ]);
    expect(view.issues).toHaveLength(1);
    expect(view.issues[0]).toMatchObject({
      parameter: 'par-acme-floor',
      description: 'Wet near the door',
      quantity: 2,
      tags: ['Wet'],
      team: { _id: 'tea-acme-housekeeping', name: 'Housekeeping' },
      urgency: 'high',
      status: 'active',
      issueId: expect.any(String),
    });
    expect(view.issues[0]?.media.map((item) => item.kind)).toEqual(['photo', 'voice']);
    expect(view.overall).toEqual({
      description: 'Busy morning',
      media: [expect.objectContaining({ url: overallPhoto.path, kind: 'photo', owner: 'overall' })],
    });
    expect(view.media.map((item) => item.name)).toEqual([photo.name, voice.name, overallPhoto.name]);
  });

  it('lists the report’s media, each at a URL the browser loads without a token', async () => {
    const answer = await get(manager, `/inspections/${reportId}/media`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { name: photo.name, url: photo.path, type: 'image/jpeg', kind: 'photo', owner: 'par-acme-floor' },
      { name: voice.name, url: voice.path, type: 'audio/ogg', kind: 'voice', owner: 'par-acme-floor' },
      { name: overallPhoto.name, url: overallPhoto.path, type: 'image/jpeg', kind: 'photo', owner: 'overall' },
    ]);
  });

  it('lets the reporter read their own report, not a colleague’s', async () => {
    expect((await get(reporter, `/inspections/${reportId}`)).statusCode).toBe(200);
    expect((await get(desk, `/inspections/${reportId}`)).statusCode).toBe(404);
    expect((await get(desk, `/inspections/${reportId}/media`)).statusCode).toBe(404);
  });

  it('is 404 for another organisation and for an unknown id, 401 without a token', async () => {
    expect((await get(blueAdmin, `/inspections/${reportId}`)).statusCode).toBe(404);
    expect((await get(manager, '/inspections/rep-nope')).statusCode).toBe(404);
    expect((await get(null, `/inspections/${reportId}`)).statusCode).toBe(401);
  });

  it('reads a seeded report (no payload) with its columns', async () => {
    const answer = await get(manager, '/inspections/rep-now-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<InspectionView>()).toMatchObject({ _id: 'rep-now-1', issues: [], parameters: [], media: [], shift: { _id: seedIds.currentShift } });
  });
});

describe('GET /inspections/daily', () => {
  const daily = async (query = '') => {
    const answer = await get(manager, `/inspections/daily${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<DailyReportAnswer>();
  };

  it('agrees with the report statistics day by day over the default 30 days', async () => {
    const answer = await daily();
    expect(answer.days).toHaveLength(30);
    const stats = (await get(manager, '/reports/statistics/time?organization=org-acme')).json<ReportStat[]>();
    expect(answer.days).toEqual(stats);
    expect(answer.days.some((day) => day.expectedCount > day.actualCount)).toBe(true);
  });

  it('answers a facilities x days matrix: per facility a count per day, its totals, missed checks and compliance', async () => {
    const answer = await daily();
    expect(answer.facilities.length).toBeGreaterThan(0);
    const names = answer.facilities.map((row) => row.facilityName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of answer.facilities) {
      expect(row.expected).toHaveLength(answer.days.length);
      expect(row.actual).toHaveLength(answer.days.length);
      expect(row.expectedCount).toBe(row.expected.reduce((sum, n) => sum + n, 0));
      expect(row.actualCount).toBe(row.actual.reduce((sum, n) => sum + n, 0));
      expect(row.missedCount).toBe(row.expected.reduce((sum, n, d) => sum + Math.max(0, n - (row.actual[d] ?? 0)), 0));
      if (row.expectedCount === 0) expect(row.compliance).toBeNull();
      else expect(row.compliance).toBeCloseTo(Math.min(100, (100 * row.actualCount) / row.expectedCount), 1);
    }
    expect(answer.facilities.some((row) => row.missedCount > 0)).toBe(true);
    // The days' totals are the matrix's columns.
    answer.days.forEach((day, d) => {
      expect(day.expectedCount).toBe(answer.facilities.reduce((sum, row) => sum + (row.expected[d] ?? 0), 0));
      expect(day.actualCount).toBe(answer.facilities.reduce((sum, row) => sum + (row.actual[d] ?? 0), 0));
    });
  });

  it('filters by facility and location', async () => {
    const facility = seedIds.facility('acme', 2);
    const one = await daily(`?facility=${facility}`);
    expect(one.facilities.map((row) => row.facility)).toEqual([facility]);
    expect(one.days).toHaveLength(30);
    const byLocation = await daily('?location=loc-acme-1');
    expect(byLocation.facilities.length).toBeGreaterThan(0);
    expect(byLocation.facilities.length).toBeLessThan((await daily()).facilities.length);
  });

  it('needs dailyReportsMenuView-read', async () => {
    expect((await get(reporter, '/inspections/daily')).statusCode).toBe(403);
  });

  // A day of December 2023 per case: the shift is written straight to the database, which the kept daily answers
  // (services/answer-cache.ts) do not hear, so each case asks a query of its own.
  const cases = checksPerShiftCases.map((rule, i) => ({ ...rule, day: `2023-12-${String(i + 1).padStart(2, '0')}` }));
  describe.each(cases)('expects what rules.checksBetween says: $name', ({ minutes, intervalHours, checks, day }) => {
    it('in SQL', async () => {
      const facility = seedIds.facility('acme', 24);
      const expectedIn = new Date(`${day}T04:00:00.000Z`);
      await t.database.db.delete(shifts).where(eq(shifts.id, 'shf-rule-case'));
      await t.database.db.insert(shifts).values({
        id: 'shf-rule-case',
        organizationId: seedIds.acme,
        shift: 'Case',
        shiftName: 'Case',
        expectedInTime: expectedIn,
        expectedOutTime: new Date(expectedIn.getTime() + minutes * 60_000),
        mappings: [{ reporter: seedIds.reporter, supervisor: null, janitor: null, interval: intervalHours, facilities: [facility], preferredChecklists: [] }],
      });
      const { facilities } = await daily(`?from=${day}&to=${day}&facility=${facility}`);
      expect(facilities.reduce((sum, row) => sum + row.expectedCount, 0)).toBe(checks);
    });
  });
});

it('keeps the pinned clock', () => expect(TEST_NOW.toISOString()).toBe('2024-05-01T04:30:00.000Z'));

describe('GET /inspections/reporters', () => {
  it('gives each reporter checks done versus expected, late and missed shifts and issues raised', async () => {
    const answer = await get(manager, '/inspections/reporters');
    expect(answer.statusCode).toBe(200);
    const { rows } = answer.json<{
      rows: {
        reporter: { _id: string; name: string };
        expectedCount: number;
        actualCount: number;
        missedShifts: number;
        lateShifts: number;
        issuesRaised: number;
      }[];
    }>();
    const rita = rows.find((row) => row.reporter._id === seedIds.reporter);
    expect(rita?.reporter.name).toBe('Rita Reporter');
    expect(rita?.expectedCount).toBeGreaterThan(rita?.actualCount ?? 0);
    expect(rita?.issuesRaised).toBeGreaterThan(0);
    // The seed's missed shift (never started) is over.
    expect(rows.reduce((sum, row) => sum + row.missedShifts, 0)).toBeGreaterThan(0);
    const daily = (await get(manager, '/inspections/daily')).json<DailyReportAnswer>();
    const expectedOfDaily = daily.days.reduce((sum, day) => sum + day.expectedCount, 0);
    // The daily report also counts mappings with no reporter (the seed has one); nobody's row holds those.
    const total = rows.reduce((sum, row) => sum + row.expectedCount, 0);
    expect(total).toBeLessThanOrEqual(expectedOfDaily);
    expect(total).toBeGreaterThan(expectedOfDaily * 0.9);
  });

  it('needs dailyReportsMenuView-read', async () => {
    expect((await get(reporter, '/inspections/reporters')).statusCode).toBe(403);
    expect((await get(manager, '/inspections/reporters?from=2024-02-30')).statusCode).toBe(400);
  });
});
