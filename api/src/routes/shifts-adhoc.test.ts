import { and, eq } from 'drizzle-orm';
import { adhocRequests, issues } from '../db/schema';
import { schemas } from '../contracts';
import { scheduleSeedIds } from '../db/seed-schedules';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'desk', 'manager', 'fixer']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

describe('GET /shifts and GET /shifts/{id}', () => {
  it("lists the organisation's shifts in the /users/shifts window, by expected in-time", async () => {
    const response = await call('manager', 'GET', '/shifts');
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { _id: string }[]).map((shift) => shift._id);
    // Issue 20's housekeeping shifts (seed-schedules.ts) sit beside the General Shifts.
    expect(ids).toEqual([
      seedIds.missedShift,
      seedIds.yesterdayShift,
      seedIds.handoverShift,
      scheduleSeedIds.housekeepingToday,
      seedIds.currentShift,
      scheduleSeedIds.housekeepingTomorrow,
      seedIds.upcomingShift,
    ]);
  });

  it('answers one shift with checkIns, mappings and temporaryMappings, status for the caller', async () => {
    const response = await call('reporter', 'GET', `/shifts/${seedIds.currentShift}`);
    expect(response.statusCode).toBe(200);
    const shift = response.json();
    expect(shift).toMatchObject({ _id: seedIds.currentShift, status: 'started', temporaryMappings: [] });
    expect(shift.checkIns).toEqual([expect.objectContaining({ user: seedIds.reporter, facilities: expect.any(Array), actualInTime: expect.any(String) })]);
    expect(shift.mappings.map((m: { reporter: string }) => m.reporter)).toEqual([seedIds.reporter, seedIds.desk]);
    expect((await call('desk', 'GET', `/shifts/${seedIds.currentShift}`)).json().status).toBe('late');
  });

  it('names the people, facilities and preferred checklists the shift mentions', async () => {
    const shift = (await call('reporter', 'GET', `/shifts/${seedIds.currentShift}`)).json();
    const names = (list: { _id: string; name: string }[]) => Object.fromEntries(list.map((entry) => [entry._id, entry.name]));
    expect(names(shift.directory.users)).toEqual({
      [seedIds.reporter]: 'Rita Reporter',
      [seedIds.desk]: 'Dev Desk',
      [seedIds.manager]: 'Maya Manager',
      [seedIds.fixer]: 'Farhan Fixer',
    });
    expect(shift.directory.facilities).toHaveLength(18);
    expect(names(shift.directory.checklists)).toEqual({
      [`chk-${seedIds.facility('acme', 1)}`]: expect.stringMatching(/ checklist$/),
      [`chk-${seedIds.facility('acme', 13)}`]: expect.stringMatching(/ checklist$/),
    });
    expect(schemas.shiftSchema.parse(shift).directory?.users).toHaveLength(4);
  });

  it("answers 404 for another organisation's or an unknown shift, 403 without shift-read", async () => {
    expect((await call('manager', 'GET', `/shifts/${seedIds.blueRiverShift}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', '/shifts/nope')).json()).toEqual({ message: 'Shift not found.' });
    expect((await call('fixer', 'GET', '/shifts')).statusCode).toBe(403);
    expect((await call('fixer', 'GET', `/shifts/${seedIds.currentShift}`)).statusCode).toBe(403);
  });
});

describe('GET /shifts/shiftReporterDetail', () => {
  it('names the reporter of the facility in the running shift', async () => {
    const response = await call('desk', 'GET', `/shifts/shiftReporterDetail?facilityId=${seedIds.facility('acme', 3)}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.user).toMatchObject({ _id: seedIds.reporter, firstName: expect.any(String) });
    expect(detail.shift).toMatchObject({ _id: seedIds.currentShift, status: 'started' });
    const desk = (await call('reporter', 'GET', `/shifts/shiftReporterDetail?facilityId=${seedIds.facility('acme', 13)}`)).json();
    expect(desk.user._id).toBe(seedIds.desk);
    expect(desk.shift.status).toBe('late');
  });

  it('answers user and shift null for a facility nobody reports now', async () => {
    const response = await call('desk', 'GET', `/shifts/shiftReporterDetail?facilityId=${seedIds.facility('acme', 20)}`);
    expect(response.json()).toEqual({ user: null, shift: null });
  });

  it.each([
    ['an inactive facility', `?facilityId=${seedIds.facility('acme', 24)}`, 'desk', 404],
    ["another organisation's facility", `?facilityId=${seedIds.facility('blue', 1)}`, 'desk', 404],
    ['no facilityId', '', 'desk', 400],
    ['a caller without adhoc-read', `?facilityId=${seedIds.facility('acme', 3)}`, 'fixer', 403],
  ])('refuses %s', async (_, query, who, status) => {
    const response = await call(who, 'GET', `/shifts/shiftReporterDetail${query}`);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('POST /shifts/add/adhoc-request-issue', () => {
  const issue = { parameter: 'par-acme-floor', label: 'Floor', description: 'Wet', urgencyLevel: 'high' as const };

  it('raises a request for the current reporter of the facility by default', async () => {
    const response = await call('desk', 'POST', '/shifts/add/adhoc-request-issue', {
      facility: seedIds.facility('acme', 5),
      status: 'unchecked',
      issueDetails: [issue],
      adHocReportType: 'quick-inspect',
      description: 'Spill near lift',
    });
    expect(response.statusCode).toBe(200);
    const { status, request } = response.json();
    expect(status).toBe(true);
    expect(request).toMatchObject({
      facility: { _id: seedIds.facility('acme', 5), name: expect.any(String) },
      reporter: seedIds.reporter,
      supervisor: seedIds.manager,
      shift: seedIds.currentShift,
      status: 'unchecked',
      adHocReportType: 'quick-inspect',
      description: 'Spill near lift',
      issueDetails: [expect.objectContaining({ parameter: 'par-acme-floor', urgencyLevel: 'high' })],
    });
    const list = (await call('reporter', 'GET', `/shifts/reporter/adhoc-requests?reporterId=${seedIds.reporter}`)).json() as { _id: string }[];
    expect(list.map((r) => r._id)).toContain(request._id);
  });

  it('raises an existing request again with adHocRequestId', async () => {
    const response = await call('manager', 'POST', '/shifts/add/adhoc-request-issue', {
      facility: seedIds.facility('acme', 9),
      reporter: seedIds.reporter,
      issueDetails: [issue],
      adHocRequestId: 'adh-acme-4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request).toMatchObject({ _id: 'adh-acme-4', status: 'unchecked', description: 'Soap dispenser empty.' });
    const [row] = await t.database.db.select().from(adhocRequests).where(eq(adhocRequests.id, 'adh-acme-4'));
    expect(row?.status).toBe('unchecked');
    expect(row?.issueDetails).toEqual([expect.objectContaining({ description: 'Wet' })]);
  });

  it("turns the request's issues into issues of the facility, once however often it is pressed", async () => {
    const facility = seedIds.facility('acme', 3);
    const floorAt = and(eq(issues.facilityId, facility), eq(issues.parameterId, 'par-acme-floor'));
    // From a known start: no open Floor issue at the facility.
    await t.database.db.update(issues).set({ statusResolved: true }).where(floorAt);
    const open = () =>
      t.database.db
        .select()
        .from(issues)
        .where(and(floorAt, eq(issues.statusResolved, false)));
    const raise = () => call('reporter', 'POST', '/shifts/add/adhoc-request-issue', { facility, issueDetails: [issue], adHocRequestId: 'adh-acme-1' });

    expect((await raise()).statusCode).toBe(200);
    expect(await open()).toEqual([expect.objectContaining({ label: 'Floor', urgencyLevel: 'high', raisedBy: seedIds.reporter, reportId: null })]);
    expect((await raise()).statusCode).toBe(200);
    expect(await open()).toHaveLength(1);
  });

  it.each([
    ['no facility', { issueDetails: [] }, 'desk', 400],
    ['a status other than unchecked', { facility: seedIds.facility('acme', 5), status: 'checked' }, 'desk', 400],
    ['an unknown urgency', { facility: seedIds.facility('acme', 5), issueDetails: [{ ...issue, urgencyLevel: 'urgent' }] }, 'desk', 400],
    ["another organisation's facility", { facility: seedIds.facility('blue', 1) }, 'desk', 404],
    ['an inactive facility', { facility: seedIds.facility('acme', 24) }, 'desk', 404],
    ['a reporter outside the organisation', { facility: seedIds.facility('acme', 5), reporter: 'usr-nobody' }, 'desk', 404],
    ["another organisation's shift", { facility: seedIds.facility('acme', 5), shift: seedIds.blueRiverShift }, 'desk', 404],
    ['an unknown adHocRequestId', { facility: seedIds.facility('acme', 5), adHocRequestId: 'adh-nope' }, 'desk', 404],
    ['a caller without adhoc-read', { facility: seedIds.facility('acme', 5) }, 'fixer', 403],
  ])('refuses %s', async (_, payload, who, status) => {
    const before = (await t.database.db.select().from(adhocRequests)).length;
    const response = await call(who, 'POST', '/shifts/add/adhoc-request-issue', payload);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect((await t.database.db.select().from(adhocRequests)).length).toBe(before);
  });
});

describe('GET /facilities/facilitiesToReport/{shiftId}', () => {
  it("answers the caller's facilities of that shift, as the v2 list does for the active one", async () => {
    const older = await call('reporter', 'GET', `/facilities/facilitiesToReport/${seedIds.currentShift}`);
    expect(older.statusCode).toBe(200);
    const v2 = await call('reporter', 'GET', '/facilities/v2/facilitiesToReport');
    expect(older.json()).toEqual(v2.json());
    expect(older.json()).toHaveLength(12);
    const upcoming = (await call('desk', 'GET', `/facilities/facilitiesToReport/${seedIds.upcomingShift}`)).json() as { _id: string; checkStatus: string }[];
    expect(upcoming.map((f) => f._id).sort()).toEqual(Array.from({ length: 6 }, (_, i) => seedIds.facility('acme', i + 13)));
  });

  it("answers 404 for a shift that is not the caller's, 403 without reporting-read", async () => {
    expect((await call('reporter', 'GET', `/facilities/facilitiesToReport/${seedIds.blueRiverShift}`)).statusCode).toBe(404);
    expect((await call('reporter', 'GET', '/facilities/facilitiesToReport/nope')).statusCode).toBe(404);
    expect((await call('fixer', 'GET', `/facilities/facilitiesToReport/${seedIds.currentShift}`)).statusCode).toBe(403);
  });
});
