/**
 * Issue 20: shift schedules against a real database. The pinned clock is 10:00 in Kolkata
 * (04:30 UTC); the seeded General Shift runs 07:30-15:30 Kolkata with usr-reporter and usr-desk.
 */
import type { SaveShiftBody } from 'shared-contracts/schemas';
import { scheduleSeedIds } from '../db/seed-schedules';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'manager', 'reporter', 'rounds', 'janitor']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

const shift = (overrides: Partial<SaveShiftBody> = {}): SaveShiftBody => ({
  shiftName: 'Rounds',
  date: '2024-05-01',
  inTime: '09:00',
  outTime: '13:00',
  weekdays: [],
  mappings: [
    { reporter: scheduleSeedIds.rounds, supervisor: seedIds.manager, interval: 2, facilities: ['fac-acme-21', 'fac-acme-22'], preferredChecklists: [] },
  ],
  temporaryMappings: [],
  ...overrides,
});

describe('candidates by group matching (spec 001 §6)', () => {
  it('offers reporters from reporter-internal, supervisors from managers, escalation to managers and admins', async () => {
    const answer = await call('admin', 'GET', '/shifts/candidates');
    expect(answer.statusCode).toBe(200);
    const ids = (list: { _id: string }[]) => list.map((u) => u._id).sort();
    const body = answer.json();
    expect(ids(body.reporters)).toEqual(['usr-desk', 'usr-reporter', 'usr-rounds']);
    expect(ids(body.supervisors)).toEqual(['usr-manager']);
    expect(ids(body.janitors)).toEqual(['usr-fixer', 'usr-janitor']);
    expect(ids(body.escalationTargets)).toEqual(['usr-admin', 'usr-manager']);
    expect(body.facilities.map((f: { _id: string }) => f._id)).not.toContain('fac-acme-24');
  });

  it('refuses a person in the wrong role, and foreign or retired facilities', async () => {
    const asReporter = await call(
      'admin',
      'POST',
      '/shifts',
      shift({ mappings: [{ reporter: seedIds.manager, interval: 2, facilities: ['fac-acme-21'], preferredChecklists: [] }] }),
    );
    expect(asReporter.statusCode).toBe(400);
    expect(asReporter.json().message).toBe('This person cannot be the reporter of a mapping.');
    const asSupervisor = await call(
      'admin',
      'POST',
      '/shifts',
      shift({ mappings: [{ supervisor: seedIds.admin, interval: 2, facilities: ['fac-acme-21'], preferredChecklists: [] }] }),
    );
    expect(asSupervisor.json().message).toBe('This person cannot be the supervisor of a mapping.');
    const foreign = await call('admin', 'POST', '/shifts', shift({ mappings: [{ interval: 2, facilities: ['fac-blue-01'], preferredChecklists: [] }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('No such facility.');
    const retired = await call('admin', 'POST', '/shifts', shift({ mappings: [{ interval: 2, facilities: ['fac-acme-24'], preferredChecklists: [] }] }));
    expect(retired.statusCode).toBe(400);
  });
});

describe('permission', () => {
  it('needs shift-write to read candidates and to create, edit or retire', async () => {
    expect((await call('manager', 'GET', '/shifts/candidates')).statusCode).toBe(403);
    expect((await call('manager', 'POST', '/shifts', shift())).statusCode).toBe(403);
    expect((await call('reporter', 'PUT', `/shifts/${seedIds.currentShift}`, shift())).statusCode).toBe(403);
    expect((await call('reporter', 'DELETE', `/shifts/${seedIds.upcomingShift}`)).statusCode).toBe(403);
    // Another organisation's shift is not found from Acme.
    expect((await call('admin', 'DELETE', `/shifts/${seedIds.blueRiverShift}`)).statusCode).toBe(404);
  });
});

describe('conflicts', () => {
  it('refuses a reporter already in an overlapping shift with a 409 that names them', async () => {
    const clash = await call(
      'admin',
      'POST',
      '/shifts',
      shift({ mappings: [{ reporter: seedIds.reporter, interval: 2, facilities: ['fac-acme-21'], preferredChecklists: [] }] }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Rita Reporter is already in General Shift at that time.');
    // The same reporter after the General Shift (15:30 Kolkata) is fine.
    const later = await call(
      'admin',
      'POST',
      '/shifts',
      shift({
        inTime: '16:00',
        outTime: '18:00',
        mappings: [{ reporter: seedIds.reporter, interval: 1, facilities: ['fac-acme-21'], preferredChecklists: [] }],
      }),
    );
    expect(later.statusCode).toBe(201);
    expect((await call('admin', 'DELETE', `/shifts/${later.json()._id}`)).statusCode).toBe(200);
  });

  it('checks temporary mappings too', async () => {
    const clash = await call(
      'admin',
      'POST',
      '/shifts',
      shift({ mappings: [], temporaryMappings: [{ reporter: seedIds.reporter, interval: 2, facilities: ['fac-acme-21'], preferredChecklists: [] }] }),
    );
    expect(clash.statusCode).toBe(409);
  });
});

describe('what an admin creates counts at once', () => {
  let created: string;

  it('creates the shift; the reporter starts it and reports exactly its facilities with the expected count', async () => {
    const answer = await call('admin', 'POST', '/shifts', shift());
    expect(answer.statusCode).toBe(201);
    created = answer.json()._id;
    const detail = (await call('admin', 'GET', `/shifts/${created}`)).json();
    expect(detail.expectedInTime).toBe('2024-05-01T03:30:00.000Z');
    expect(detail.expectedOutTime).toBe('2024-05-01T07:30:00.000Z');

    const mine = (await call('rounds', 'GET', '/users/shifts')).json();
    expect(mine.map((s: { _id: string }) => s._id)).toEqual([created]);
    expect((await call('rounds', 'PUT', `/users/shifts/${created}/start`, { fingerPrint: 'fp' })).statusCode).toBe(200);
    const list = (await call('rounds', 'GET', '/facilities/v2/facilitiesToReport')).json();
    expect(list.map((f: { _id: string }) => f._id).sort()).toEqual(['fac-acme-21', 'fac-acme-22']);
    const count = (await call('rounds', 'GET', `/shifts/count/${created}`)).json();
    // 4 hours at a 2-hour interval: 2 checks per facility.
    expect(count.expectedReports).toBe(4);
  });

  it('refuses to retire a started shift, and edits it in place', async () => {
    const refused = await call('admin', 'DELETE', `/shifts/${created}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A started shift cannot be retired.');
    const edited = await call(
      'admin',
      'PUT',
      `/shifts/${created}`,
      shift({ mappings: [{ reporter: scheduleSeedIds.rounds, interval: 1, facilities: ['fac-acme-21'], preferredChecklists: [] }] }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await call('rounds', 'GET', `/shifts/count/${created}`)).json().expectedReports).toBe(4);
    const list = (await call('rounds', 'GET', '/facilities/v2/facilitiesToReport')).json();
    expect(list.map((f: { _id: string }) => f._id)).toEqual(['fac-acme-21']);
  });
});

describe('repeating by weekday and retiring', () => {
  it('lays a weekday schedule out for 14 days, rewrites later days on edit, retires this and later days', async () => {
    // 2024-05-01 is a Wednesday; Mondays and Wednesdays over 14 days: 1, 6, 8, 13 May.
    const body = shift({
      shiftName: 'Evening',
      inTime: '20:00',
      outTime: '02:00',
      weekdays: [1, 3],
      mappings: [{ janitor: scheduleSeedIds.janitor, interval: 3, facilities: ['fac-acme-20'], preferredChecklists: [] }],
    });
    const answer = await call('admin', 'POST', '/shifts', body);
    expect(answer.statusCode).toBe(201);
    const { occurrences } = answer.json();
    expect(occurrences).toHaveLength(4);
    const first = (await call('admin', 'GET', `/shifts/${occurrences[0]}`)).json();
    // A night shift ends the next morning.
    expect([first.expectedInTime, first.expectedOutTime]).toEqual(['2024-05-01T14:30:00.000Z', '2024-05-01T20:30:00.000Z']);
    expect(first.weekdays).toEqual([1, 3]);

    const edited = await call('admin', 'PUT', `/shifts/${occurrences[0]}`, { ...body, weekdays: [3] });
    expect(edited.json().occurrences).toHaveLength(2);
    expect((await call('admin', 'GET', `/shifts/${occurrences[1]}`)).statusCode).toBe(404);

    expect((await call('admin', 'DELETE', `/shifts/${occurrences[0]}`)).statusCode).toBe(200);
    const listed = (await call('admin', 'GET', '/shifts')).json().map((s: { _id: string }) => s._id);
    for (const id of edited.json().occurrences) expect(listed).not.toContain(id);
    expect((await call('admin', 'DELETE', `/shifts/${occurrences[0]}`)).statusCode).toBe(409);
    expect((await call('admin', 'PUT', `/shifts/${occurrences[0]}`, body)).statusCode).toBe(409);
  });
});

describe('the janitor page', () => {
  it("lists the janitor's facilities today (temporary mapping) with what is due and open issues", async () => {
    const answer = await call('janitor', 'GET', '/users/janitor');
    expect(answer.statusCode).toBe(200);
    const [today] = answer.json().shifts;
    expect(today._id).toBe(scheduleSeedIds.housekeepingToday);
    expect(today.facilities.map((f: { _id: string }) => f._id).sort()).toEqual(['fac-acme-21', 'fac-acme-22']);
    for (const f of today.facilities) expect(['todo', 'done']).toContain(f.checkStatus);
    expect((await call('reporter', 'GET', '/users/janitor')).json()).toEqual({ shifts: [] });
  });
});
