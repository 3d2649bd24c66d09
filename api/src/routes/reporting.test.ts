import type { Facility, Shift } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let desk: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  desk = await t.login('desk@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const get = async <T>(token: string, url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

// Seeded at 04:30Z: the current shift runs 02:00Z-10:00Z, interval 2 h.
describe('GET /facilities/v2/facilitiesToReport', () => {
  it("lists the caller's mapped facilities with floor(8 h / 2 h) = 4 timeline entries", async () => {
    const facilities = await get<Facility[]>(reporter, '/facilities/v2/facilitiesToReport');
    expect(facilities).toHaveLength(12);
    expect(new Set(facilities.map((f) => f._id))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => seedIds.facility('acme', i + 1))));
    for (const facility of facilities) {
      expect(facility.timeline.map((e) => e.expectedTime)).toEqual(['02:00', '04:00', '06:00', '08:00'].map((hhmm) => `2024-05-01T${hhmm}:00.000Z`));
      expect(facility.timeline.filter((e) => e.nextInspection)).toHaveLength(1);
      expect(facility.qrCode).toBe(`facility=${facility._id}`);
      expect(facility.location?.name).toBeTruthy();
      expect(facility.facilityType?.name).toBeTruthy();
    }
  });

  it('marks the first window done where a report was made, N/A where missed, and the rest todo', async () => {
    const facilities = await get<Facility[]>(reporter, '/facilities/v2/facilitiesToReport');
    const reported = facilities.find((f) => f._id === seedIds.facility('acme', 1));
    const missed = facilities.find((f) => f._id === seedIds.facility('acme', 12));
    expect(reported?.timeline.map((e) => e.status)).toEqual(['done', 'todo', 'todo', 'todo']);
    expect(reported?.timeline[0]?.actualTime).toBe('2024-05-01T02:20:00.000Z');
    expect(reported?.timeline[1]?.nextInspection).toBe(true);
    // Older rule: last check 02:20 + 2 h has passed at 04:30; facility 6 was checked at 03:10.
    expect(reported?.checkStatus).toBe('todo');
    expect(facilities.find((f) => f._id === seedIds.facility('acme', 6))?.checkStatus).toBe('done');
    expect(missed?.timeline.map((e) => e.status)).toEqual(['N/A', 'todo', 'todo', 'todo']);
    expect(missed?.checkStatus).toBe('todo');
  });

  it('sorts facilities with an overdue next inspection first, then by name', async () => {
    const facilities = await get<Facility[]>(reporter, '/facilities/v2/facilitiesToReport');
    const names = facilities.map((f) => f.name);
    // At 04:30 every next inspection (04:00) is overdue: plain name order.
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('gives the desk reporter their own six facilities', async () => {
    const facilities = await get<Facility[]>(desk, '/facilities/v2/facilitiesToReport');
    expect(facilities.map((f) => f._id).sort()).toEqual(Array.from({ length: 6 }, (_, i) => seedIds.facility('acme', i + 13)));
  });
});

describe('GET /users/shifts', () => {
  it('derives the status per user: finished, started, missed, late, upcoming', async () => {
    const mine = await get<Shift[]>(reporter, '/users/shifts');
    const statusOf = (shifts: Shift[], id: string) => shifts.find((s) => s._id === id)?.status;
    expect(statusOf(mine, seedIds.yesterdayShift)).toBe('finished');
    expect(statusOf(mine, seedIds.currentShift)).toBe('started');
    expect(statusOf(mine, seedIds.missedShift)).toBe('missed');
    expect(statusOf(mine, seedIds.upcomingShift)).toBe('upcoming');
    const desks = await get<Shift[]>(desk, '/users/shifts');
    expect(statusOf(desks, seedIds.currentShift)).toBe('late');
    expect(mine.map((s) => s.expectedInTime)).toEqual([...mine.map((s) => s.expectedInTime)].sort());
    expect(new Date(mine[0]?.expectedInTime ?? '').getTime()).toBeLessThan(TEST_NOW.getTime());
  });
});

describe('GET /shifts/reporter/adhoc-requests', () => {
  it("lists the reporter's requests in every status, newest first, with facility names", async () => {
    const requests = await get<{ status: string; facility: { name: string; location: { name: string } }; createdAt: string }[]>(
      reporter,
      `/shifts/reporter/adhoc-requests?reporterId=${seedIds.reporter}`,
    );
    expect(requests.map((r) => r.status).sort()).toEqual(['checked', 'checking', 'unchecked', 'unchecked']);
    expect(requests[0]?.facility.location.name).toBeTruthy();
    expect(requests.map((r) => r.createdAt)).toEqual([...requests.map((r) => r.createdAt)].sort().reverse());
  });
});
