import type { ReportInput } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  desk = await t.login('desk@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const report = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  localId: 'local-1',
  facility: seedIds.facility('acme', 2),
  shift: seedIds.currentShift,
  date: '01 May 2024',
  time: '10:00 AM',
  issueDetails: [{ parameter: 'par-acme-mirror', label: 'Mirror', description: 'Smudged' }],
  overall: { description: 'ok', media: [] },
  ...overrides,
});

describe('shift start and end', () => {
  it('starts a late shift once, and refuses to end it early', async () => {
    const started = await call(desk, 'PUT', `/users/shifts/${seedIds.currentShift}/start`, { fingerPrint: 'fp', userAgent: 'jest' });
    expect(started.statusCode).toBe(200);
    expect(started.json().shift.status).toBe('started');
    expect((await call(desk, 'PUT', `/users/shifts/${seedIds.currentShift}/start`, {})).statusCode).toBe(409);
    const early = await call(desk, 'PUT', `/users/shifts/${seedIds.currentShift}/end`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/15 minutes/);
  });

  it("answers 404 for a shift of someone else's organisation or unknown", async () => {
    expect((await call(desk, 'PUT', `/users/shifts/${seedIds.blueRiverShift}/start`, {})).statusCode).toBe(404);
    expect((await call(desk, 'PUT', '/users/shifts/nope/start', {})).statusCode).toBe(404);
  });

  it('counts reports made over reports expected', async () => {
    const count = await call(reporter, 'GET', `/shifts/count/${seedIds.currentShift}`);
    expect(count.json()).toEqual({ fraction: 6 / 48, actualReports: 6, expectedReports: 48 });
  });
});

describe('checklists, check-issue and submit', () => {
  it('answers every checklist with its parameters and inspection mode', async () => {
    const checklists = (await call(reporter, 'GET', '/facilities/checklist')).json() as { facility: string; inspectionMode: number; parameters: unknown[] }[];
    expect(checklists.length).toBeGreaterThanOrEqual(24);
    expect(new Set(checklists.map((c) => c.inspectionMode))).toEqual(new Set([0, 1, 2]));
    expect(checklists.every((c) => c.parameters.length > 0)).toBe(true);
  });

  it('finds pending similar issues', async () => {
    const answer = await call(reporter, 'POST', '/issues/check-issue', report());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().tickets).toEqual([
      expect.objectContaining({ parameter: expect.objectContaining({ label: 'Mirror' }), raisedBy: { firstName: 'Dev', lastName: 'Desk' } }),
    ]);
  });

  it('stores a report once per localId', async () => {
    const first = await call(reporter, 'POST', '/reports/submit', report({ localId: 'once' }));
    expect(first.json()).toMatchObject({ status: true, duplicate: false });
    const again = await call(reporter, 'POST', '/reports/submit', report({ localId: 'once' }));
    expect(again.json()).toMatchObject({ status: true, duplicate: true, reportId: first.json().reportId });
  });

  it.each([
    ['no localId', { ...report(), localId: undefined }, 400],
    ['a facility id of the wrong type', { ...report(), facility: 7 }, 400],
    ['an unknown urgency', report({ issueDetails: [{ parameter: 'p', label: 'l', urgencyLevel: 'urgent' as 'high' }] }), 400],
    ['a facility of another organisation', report({ localId: 'x', facility: seedIds.facility('blue', 1) }), 404],
  ])('refuses a report with %s', async (_, payload, status) => {
    expect((await call(reporter, 'POST', '/reports/submit', payload)).statusCode).toBe(status);
  });
});
