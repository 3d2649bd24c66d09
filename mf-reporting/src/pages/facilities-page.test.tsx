import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { bus, formatTime, getDb, session } from 'shared-contracts';
import { createChecklist, createFacility, createParameter, createTimelineEntry } from 'shared-contracts/testing';
import { enqueueDraft, submitStamp } from '../shared/outbox/queue-store';
import { startDraft } from '../shared/report/rules/report-draft';
import { requestOf } from 'shared-contracts/testing';
import { reportingTestContext } from '../testing/test-context';
import FacilitiesPage from './facilities-page';

const ROUTE = 'GET /facilities/v2/facilitiesToReport';
const minutesFromNow = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();

const context = reportingTestContext([]);

const renderPage = () =>
  render(
    <MemoryRouter>
      <FacilitiesPage />
    </MemoryRouter>,
  );

const cardNames = (): (string | null)[] => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('FacilitiesPage', () => {
  it('shows each facility with its next inspection and timeline, overdue first then by name', async () => {
    const dueAt = minutesFromNow(-30);
    const laterAt = minutesFromNow(90);
    context.api.answer(ROUTE, {
      body: [
        createFacility({
          name: 'Lobby',
          timeline: [createTimelineEntry({ expectedTime: '2026-05-01T03:30:00.000Z', actualTime: '2026-05-01T03:42:00.000Z', status: 'done' })],
        }),
        createFacility({
          name: 'Lift B',
          location: { name: 'Tower 2' },
          facilityType: { name: 'Lift' },
          timeline: [createTimelineEntry({ expectedTime: laterAt })],
        }),
        createFacility({
          name: 'Toilet 3',
          timeline: [createTimelineEntry({ expectedTime: minutesFromNow(-90), status: 'N/A' }), createTimelineEntry({ expectedTime: dueAt })],
        }),
      ],
    });

    renderPage();

    await screen.findByRole('list', { name: 'Check Facilities' });
    expect(cardNames()).toEqual(['Toilet 3', 'Lift B', 'Lobby']);

    const toilet = within(screen.getByRole('article', { name: 'Toilet 3' }));
    expect(toilet.getByText(`Now: ${formatTime(dueAt)}`)).toBeTruthy();
    const current = toilet.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain(`Expected ${formatTime(dueAt)}`);

    const lift = within(screen.getByRole('article', { name: 'Lift B' }));
    expect(lift.getByText(`Next: ${formatTime(laterAt)}`)).toBeTruthy();
    expect(lift.getByText('Location: Tower 2 · Type: Lift')).toBeTruthy();

    // 03:30Z is 9:00 AM in Asia/Kolkata (UTC+5:30), whatever the machine's zone.
    const lobby = within(screen.getByRole('article', { name: 'Lobby' }));
    expect(lobby.getByText('All inspections done')).toBeTruthy();
    const [entry] = lobby.getAllByRole('listitem');
    expect(within(entry as HTMLElement).getByText('Expected 9:00 AM')).toBeTruthy();
    expect(within(entry as HTMLElement).getByText('Actual 9:12 AM')).toBeTruthy();
    expect(within(entry as HTMLElement).getByText('Done')).toBeTruthy();

    const { url, headers } = requestOf(context.api);
    expect(url.href).toBe('http://api.test/facilities/v2/facilitiesToReport');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it('says so when the shift has no facilities', async () => {
    context.api.answer(ROUTE, { body: [] });
    renderPage();
    expect(await screen.findByText('No facilities to report in this shift.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a spinner while loading', () => {
    context.api.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading facilities' })).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads the list again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    context.api.answer(ROUTE, { status: 500, body: { message: 'Database unavailable' } }, { body: [createFacility({ name: 'Atrium' })] });

    renderPage();

    expect(await screen.findByText('Could not load the facilities')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Atrium' })).toBeTruthy();
    expect(screen.queryByText('Could not load the facilities')).toBeNull();
    expect(context.api.fetch).toHaveBeenCalledTimes(2);
  });

  it('marks the entry of a report queued on this device as done and cached; the cloud icon sends it', async () => {
    const expected = minutesFromNow(-20);
    const facility = createFacility({ _id: 'fac-q', name: 'Queued hall', timeline: [createTimelineEntry({ expectedTime: expected })] });
    context.api.answer(ROUTE, { body: [facility] });
    const draft = startDraft({
      localId: 'L-q',
      now: Date.now(),
      user: { _id: 'usr-1', organization: 'org-1' },
      facility,
      checklist: createChecklist({ facility: 'fac-q', parameters: [createParameter()] }),
      shiftId: null,
      mapping: null,
    });
    await enqueueDraft({ ...draft, report: { ...draft.report, overall: { description: 'ok', media: [] } } }, { stamp: submitStamp(Date.now()), offline: true });
    context.api.answer('POST /reports/submit', { body: { status: true, mediaCount: 0 } });

    renderPage();

    const card = within(await screen.findByRole('article', { name: 'Queued hall' }));
    expect(card.getByText('Done')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Waiting to upload' })).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Saved on this device, not sent yet. Tap to send now.' }));
    await waitFor(() => expect(context.api.fetch.mock.calls.some(([url]) => String(url).endsWith('/reports/submit'))).toBe(true));
    await waitFor(async () => expect(await (await getDb()).outbox.where('state').equals('done').count()).toBe(1));
    // The panel reads the outbox: it goes as soon as the stored item is sent.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to upload' })).toBeNull());
  });

  it('shows the started shift’s actual / expected reports with guyWhoReports-read only', async () => {
    context.api.answer(ROUTE, { body: [createFacility({ name: 'Atrium', shiftId: 'shift-9' })] });
    context.api.answer('GET /shifts/count/shift-9', { body: { fraction: 0.6, actualReports: 6, expectedReports: 10 } });
    bus.emit('shift/active-changed', {
      userId: 'usr-1',
      organizationId: 'org-1',
      shiftId: 'shift-9',
      status: 'started',
      expectedInTime: null,
      expectedOutTime: null,
    });
    session.update({ permissions: ['reporting-read', 'guyWhoReports-read'] });
    const page = renderPage();
    const bar = await screen.findByRole('group', { name: 'Reports in this shift' });
    expect(await within(bar).findByText('6 / 10 reports')).toBeTruthy();
    page.unmount();

    session.update({ permissions: ['reporting-read'] });
    renderPage();
    await screen.findByRole('article', { name: 'Atrium' });
    expect(screen.queryByRole('group', { name: 'Reports in this shift' })).toBeNull();
  });

  it('serves the list saved on this device while offline, and says so', async () => {
    context.api.answer(ROUTE, { body: [createFacility({ name: 'Atrium' })] });
    const first = renderPage();
    await screen.findByRole('article', { name: 'Atrium' });
    first.unmount();

    bus.emit('offline/changed', { offline: true, source: 'user' });
    const calls = context.api.fetch.mock.calls.length;
    renderPage();
    expect(await screen.findByRole('article', { name: 'Atrium' })).toBeTruthy();
    expect(screen.getByText(/^Offline: showing the list saved on this device at/)).toBeTruthy();
    expect(context.api.fetch.mock.calls.length).toBe(calls);
  });
});
