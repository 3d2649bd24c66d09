import { bus, getDb, readActiveShift } from 'shared-contracts';
import { type FakeApi, createShift, fakeApi } from 'shared-contracts/testing';
import { ForcingShiftStore as ShiftStore } from './forcing-shift-store';

const owner = { userId: 'usr-1', organizationId: 'org-1' };
// createShift runs 03:30Z-11:30Z on 1 May 2026.
const IN = Date.parse('2026-05-01T03:30:00.000Z');
const OUT = Date.parse('2026-05-01T11:30:00.000Z');

let api: FakeApi;
let now: number;
let offline: boolean;

function store(): ShiftStore {
  const created = new ShiftStore({ now: () => now, offline: () => offline, userAgent: () => 'jest-agent' });
  created.follow(owner);
  return created;
}

const calls = (route: string) => api.fetch.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}` === route);

beforeEach(async () => {
  api = fakeApi();
  now = IN - 60_000;
  offline = false;
  await (await getDb()).apiCache.clear();
  await (await getDb()).settings.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ShiftStore', () => {
  it('loads the shifts and publishes the active one', async () => {
    api.answer('GET /users/shifts', { body: [createShift({ _id: 'done', status: 'finished' }), createShift({ _id: 'next', status: 'upcoming' })] });
    const shifts = store();
    await shifts.refresh();
    expect(shifts.snapshot.shifts?.map((s) => s._id)).toEqual(['done', 'next']);
    expect(shifts.snapshot.fromCache).toBe(false);
    await expect(readActiveShift('usr-1', 'org-1')).resolves.toMatchObject({ shiftId: 'next', status: 'upcoming' });
  });

  it('starts with fingerPrint and userAgent, announces it, then refreshes', async () => {
    api.answer(
      'GET /users/shifts',
      { body: [createShift({ _id: 's1', status: 'upcoming' })] },
      { body: [createShift({ _id: 's1', status: 'started', started: true })] },
    );
    api.answer('PUT /users/shifts/s1/start', { body: { status: true } });
    const shifts = store();
    await shifts.refresh();
    const started = jest.fn();
    const subscription = bus.on('shift/started').subscribe(started);

    await expect(shifts.startShift('s1')).resolves.toEqual({ ok: true });

    subscription.unsubscribe();
    const [, init] = calls('PUT /users/shifts/s1/start')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ fingerPrint: expect.any(String), userAgent: 'jest-agent' });
    expect(started).toHaveBeenCalledWith({ shiftId: 's1' });
    expect(calls('GET /users/shifts')).toHaveLength(2);
    expect(shifts.snapshot.shifts?.[0]?.status).toBe('started');
    expect(shifts.snapshot.busy).toBeNull();
    await expect(readActiveShift('usr-1', 'org-1')).resolves.toMatchObject({ shiftId: 's1', status: 'started' });
  });

  it('ends, announces it, then refreshes; a refused end keeps the shift as it was', async () => {
    api.answer(
      'GET /users/shifts',
      { body: [createShift({ _id: 's1', status: 'started', started: true })] },
      { body: [createShift({ _id: 's1', status: 'finished', started: true, finished: true })] },
    );
    api.answer(
      'PUT /users/shifts/s1/end',
      { status: 409, body: { message: 'A shift can be ended from 15 minutes before its end time.' } },
      { body: { status: true } },
    );
    const shifts = store();
    await shifts.refresh();

    const refused = await shifts.endShift('s1');
    expect(refused).toMatchObject({ ok: false, reason: 'failed', error: { message: 'A shift can be ended from 15 minutes before its end time.' } });
    expect(shifts.snapshot.shifts?.[0]?.status).toBe('started');
    expect(calls('GET /users/shifts')).toHaveLength(1);

    await expect(shifts.endShift('s1')).resolves.toEqual({ ok: true });
    expect(shifts.snapshot.shifts?.[0]?.status).toBe('finished');
  });

  it('offline: refuses start and end without calling the server and changes nothing', async () => {
    api.answer('GET /users/shifts', { body: [createShift({ _id: 's1', status: 'upcoming' })] });
    const shifts = store();
    await shifts.refresh();
    const before = shifts.snapshot;
    offline = true;

    await expect(shifts.startShift('s1')).resolves.toEqual({ ok: false, reason: 'offline' });
    await expect(shifts.endShift('s1')).resolves.toEqual({ ok: false, reason: 'offline' });

    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(shifts.snapshot).toBe(before);
  });

  it('offline or unreachable: shows the cached shifts, and says so', async () => {
    api.answer('GET /users/shifts', { body: [createShift({ _id: 's1', status: 'upcoming' })] });
    await store().refresh();

    offline = true;
    const fresh = store();
    await fresh.refresh();
    expect(fresh.snapshot).toMatchObject({ fromCache: true, error: undefined, fetchedAt: now });
    expect(fresh.snapshot.shifts?.map((s) => s._id)).toEqual(['s1']);

    offline = false;
    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unreachable = store();
    await unreachable.refresh();
    expect(unreachable.snapshot).toMatchObject({ fromCache: true, error: undefined });
  });

  it('with no cache offline, the error says the server cannot be reached', async () => {
    offline = true;
    const shifts = store();
    await shifts.refresh();
    expect(shifts.snapshot.error).toMatchObject({ kind: 'network' });
  });

  describe('the 10-second start check', () => {
    it("refreshes once when the clock reaches a shift's expected in-time", async () => {
      api.answer('GET /users/shifts', { body: [createShift({ _id: 's1', status: 'upcoming' })] });
      const shifts = store();
      await shifts.refresh();

      now = IN - 10_000;
      await shifts.tick();
      expect(calls('GET /users/shifts')).toHaveLength(1);

      now = IN + 2_000;
      await shifts.tick();
      expect(calls('GET /users/shifts')).toHaveLength(2);

      now = IN + 12_000;
      await shifts.tick();
      expect(calls('GET /users/shifts')).toHaveLength(2);
    });

    it('does not publish a list that is being reloaded', async () => {
      api.answer('GET /users/shifts', { body: [createShift({ _id: 's1', status: 'upcoming' })] });
      const shifts = store();
      await shifts.refresh();
      shifts.force({ loading: true });
      offline = true;
      now = IN + 2_000;
      await shifts.tick();
      await expect(readActiveShift('usr-1', 'org-1')).resolves.toMatchObject({ status: 'upcoming' });
    });

    it('offline, ages the statuses on the device instead and publishes the change', async () => {
      api.answer('GET /users/shifts', { body: [createShift({ _id: 's1', status: 'upcoming' })] });
      const shifts = store();
      await shifts.refresh();
      offline = true;

      now = IN + 2_000;
      await shifts.tick();

      expect(calls('GET /users/shifts')).toHaveLength(1);
      expect(shifts.shiftsNow()?.[0]?.status).toBe('late');
      await expect(readActiveShift('usr-1', 'org-1')).resolves.toMatchObject({ shiftId: 's1', status: 'late' });

      now = OUT;
      await shifts.tick();
      await expect(readActiveShift('usr-1', 'org-1')).resolves.toMatchObject({ shiftId: null, status: null });
    });
  });

  it('forgets the previous user when another one signs in', async () => {
    api.answer('GET /users/shifts', { body: [createShift({ _id: 's1' })] });
    const shifts = store();
    await shifts.refresh();
    shifts.follow({ userId: 'usr-2', organizationId: 'org-1' });
    expect(shifts.snapshot.shifts).toBeNull();
  });
});
