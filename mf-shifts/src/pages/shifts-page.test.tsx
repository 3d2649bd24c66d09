import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Subscription } from 'rxjs';
import { type Shift, bus, getDb, session } from 'shared-contracts';
import { type FakeApi, createShift, createUser, fakeApi, requestOf } from 'shared-contracts/testing';
import { shiftStore } from '../features/shifts/api/shift-store';
import { renderPage } from '../testing/render-page';
import { setUpI18n } from '../testing/setup-i18n';
import ShiftsPage from './shifts-page';

const LIST = 'GET /users/shifts';
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
/** A shift relative to the real clock (the page reads it), 8 hours long. */
const shiftFrom = (inOffsetMs: number, overrides: Partial<Shift> = {}) =>
  createShift({ expectedInTime: at(inOffsetMs), expectedOutTime: at(inOffsetMs + 480 * MINUTE), ...overrides });

let api: FakeApi;
let notices: { kind: string; message: string }[];
let subscription: Subscription;
beforeAll(setUpI18n);
beforeEach(async () => {
  api = fakeApi();
  api.answer('GET /reports/count', { body: { reportsCount: 2 } });
  shiftStore.follow(null);
  await (await getDb()).apiCache.clear();
  session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions: ['shift-read'] });
  notices = [];
  subscription = bus.on('ui/notify').subscribe((notice) => notices.push(notice));
});
afterEach(() => {
  subscription.unsubscribe();
  bus.emit('offline/changed', { offline: false, source: 'user' });
  jest.restoreAllMocks();
});

const calls = (route: string) => api.fetch.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}` === route);

describe('ShiftsPage', () => {
  it('shows each shift with its status and expected times in Asia/Kolkata', async () => {
    api.answer(LIST, {
      body: [
        // 03:30Z-11:30Z is 9:00-17:00 in Asia/Kolkata (UTC+5:30), whatever the machine's zone; the
        // spec's format 'H:mm A' writes it '9:00 AM' and '17:00 PM'.
        { ...createShift({ _id: 'm1', shiftName: 'Morning', started: true, actualInTime: '2026-05-01T03:35:00.000Z' }), status: 'finished' },
        createShift({ shiftName: 'Night', status: 'missed', expectedInTime: '2026-05-01T14:30:00.000Z', expectedOutTime: '2026-05-02T00:30:00.000Z' }),
      ],
    });

    renderPage(<ShiftsPage />);

    const list = await screen.findByRole('list', { name: 'My shifts' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Morning', 'Night']);
    const morning = within(screen.getByRole('article', { name: 'Morning' }));
    expect(morning.getByText('Finished')).toBeTruthy();
    expect(morning.getByText('01 May 2026')).toBeTruthy();
    expect(morning.getByText('In 9:00 AM · Out 17:00 PM')).toBeTruthy();
    expect(morning.getByText('Started at 9:05 AM')).toBeTruthy();
    expect(morning.getByRole('link', { name: 'Morning' }).getAttribute('href')).toBe('/shifts/m1');
    const night = within(screen.getByRole('article', { name: 'Night' }));
    expect(night.getByText('Missed')).toBeTruthy();
    expect(night.getByText('01 May 2026 – 02 May 2026')).toBeTruthy();
    expect(night.getByText('In 20:00 PM · Out 6:00 AM')).toBeTruthy();
    expect(night.queryByRole('button')).toBeNull();

    const { url, headers } = requestOf(api);
    expect(url.href).toBe('http://api.test/users/shifts');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it('starts the active shift with the device fingerprint, then shows it started with its report count', async () => {
    const late = shiftFrom(-30 * MINUTE, { _id: 's1', shiftName: 'General', status: 'late', late: true });
    const tomorrow = shiftFrom(24 * 60 * MINUTE, { _id: 's2', shiftName: 'Tomorrow', status: 'upcoming' });
    api.answer(
      LIST,
      { body: [late, tomorrow] },
      { body: [{ ...late, status: 'started', started: true, checkIns: [{ user: 'usr-1', facilities: ['f1'], actualInTime: at(0) }] }, tomorrow] },
    );
    api.answer('PUT /users/shifts/s1/start', { body: { status: true } });
    api.answer('GET /shifts/count/s1', { body: { fraction: 0.25, actualReports: 3, expectedReports: 12 } });

    renderPage(<ShiftsPage />);
    const general = within(await screen.findByRole('article', { name: 'General' }));
    expect(general.getByText('Late')).toBeTruthy();
    // Only the active shift can be started.
    expect(within(screen.getByRole('article', { name: 'Tomorrow' })).queryByRole('button')).toBeNull();

    await userEvent.click(general.getByRole('button', { name: 'Start shift' }));

    expect(await general.findByText('Started')).toBeTruthy();
    expect(await general.findByText('Reports: 3 / 12')).toBeTruthy();
    expect(general.getByText('2 reports made by you')).toBeTruthy();
    const { url } = requestOf(
      api,
      api.fetch.mock.calls.findIndex(([input]) => String(input).includes('/reports/count')),
    );
    expect(url.searchParams.get('user')).toBe('usr-1');
    expect(url.searchParams.get('expectedInTime')).toBe(late.expectedInTime);
    const [, init] = calls('PUT /users/shifts/s1/start')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ fingerPrint: expect.any(String), userAgent: expect.any(String) });
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Shift started.' }));
    expect(general.getByRole('button', { name: 'End shift' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps End closed until 15 minutes before the out-time and says from when', async () => {
    // Started 2 hours ago: 6 hours left.
    api.answer(LIST, { body: [shiftFrom(-120 * MINUTE, { _id: 's1', shiftName: 'General', status: 'started', started: true })] });
    api.answer('GET /shifts/count/s1', { body: { fraction: 0, actualReports: 0, expectedReports: 4 } });
    renderPage(<ShiftsPage />);

    const general = within(await screen.findByRole('article', { name: 'General' }));
    const end = general.getByRole('button', { name: 'End shift' });
    expect(end.hasAttribute('disabled')).toBe(true);
    expect(general.getByText(/^You can end this shift from \d{1,2}:\d\d (AM|PM)\.$/)).toBeTruthy();
    await userEvent.click(end);
    expect(calls('PUT /users/shifts/s1/end')).toHaveLength(0);
  });

  it('ends a shift inside the window after the confirmation, then refreshes', async () => {
    const ending = shiftFrom(-470 * MINUTE, { _id: 's1', shiftName: 'General', status: 'started', started: true });
    api.answer(LIST, { body: [ending] }, { body: [{ ...ending, status: 'finished', finished: true }] });
    api.answer('GET /shifts/count/s1', { body: { fraction: 1, actualReports: 4, expectedReports: 4 } });
    api.answer('PUT /users/shifts/s1/end', { body: { status: true } });
    renderPage(<ShiftsPage />);

    const general = within(await screen.findByRole('article', { name: 'General' }));
    await userEvent.click(general.getByRole('button', { name: 'End shift' }));
    // Nothing happens before the confirmation.
    expect(calls('PUT /users/shifts/s1/end')).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('End this shift?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'End shift' }));

    expect(await general.findByText('Finished')).toBeTruthy();
    expect(calls('PUT /users/shifts/s1/end')).toHaveLength(1);
    expect(calls(LIST)).toHaveLength(2);
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Shift ended.' }));
  });

  it("shows the server's reason when it refuses, and changes nothing", async () => {
    const late = shiftFrom(-30 * MINUTE, { _id: 's1', shiftName: 'General', status: 'late', late: true });
    api.answer(LIST, { body: [late] });
    api.answer('PUT /users/shifts/s1/start', { status: 409, body: { message: 'Shift already started.' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ShiftsPage />);

    const general = within(await screen.findByRole('article', { name: 'General' }));
    await userEvent.click(general.getByRole('button', { name: 'Start shift' }));

    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', message: 'Could not start the shift: Shift already started.' }));
    expect(general.getByText('Late')).toBeTruthy();
    expect(calls(LIST)).toHaveLength(1);
  });

  it('offline: says that start and end need a connection, and offers neither', async () => {
    api.answer(LIST, { body: [shiftFrom(-30 * MINUTE, { _id: 's1', shiftName: 'General', status: 'late', late: true })] });
    renderPage(<ShiftsPage />);
    const general = within(await screen.findByRole('article', { name: 'General' }));

    act(() => bus.emit('offline/changed', { offline: true, source: 'user' }));

    expect(await screen.findByText('You are offline')).toBeTruthy();
    expect(screen.getByText(/Starting or ending a shift needs a connection; nothing changes until you are back online\./)).toBeTruthy();
    const start = general.getByRole('button', { name: 'Start shift' });
    expect(start.hasAttribute('disabled')).toBe(true);
    await userEvent.click(start);
    expect(calls('PUT /users/shifts/s1/start')).toHaveLength(0);
  });

  it('offline on open: shows the shifts saved on this device, aged by the clock', async () => {
    // An upcoming shift saved earlier whose in-time has passed since: late now.
    api.answer(LIST, { body: [shiftFrom(-5 * MINUTE, { _id: 's1', shiftName: 'General', status: 'upcoming' })] });
    shiftStore.follow({ userId: 'usr-1', organizationId: 'org-1' });
    await shiftStore.refresh();
    shiftStore.follow(null);
    bus.emit('offline/changed', { offline: true, source: 'user' });

    renderPage(<ShiftsPage />);

    const general = within(await screen.findByRole('article', { name: 'General' }));
    expect(general.getByText('Late')).toBeTruthy();
    expect(screen.getByText(/Shifts as saved on this device at \d\d \w{3} \d{4} \d{1,2}:\d\d (AM|PM)\./)).toBeTruthy();
    expect(calls(LIST)).toHaveLength(1);
  });

  it('says so when no shift is assigned', async () => {
    api.answer(LIST, { body: [] });
    renderPage(<ShiftsPage />);
    expect(await screen.findByText('No shifts assigned to you.')).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads the shifts again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(LIST, { status: 503, body: { message: 'Try later' } }, { body: [createShift({ shiftName: 'Morning', status: 'finished' })] });

    renderPage(<ShiftsPage />);

    expect(await screen.findByText('Could not load your shifts')).toBeTruthy();
    expect(screen.getByText('Try later')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Morning' })).toBeTruthy();
    expect(calls(LIST)).toHaveLength(2);
  });
});
