import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime } from 'shared-contracts';
import { createFacility, createTimelineEntry } from 'shared-contracts/testing';
import { type FakeApi, fakeApi, requestOf } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import FacilitiesPage from './facilities-page';

const ROUTE = 'GET /facilities/v2/facilitiesToReport';
const minutesFromNow = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

const cardNames = (): (string | null)[] => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('FacilitiesPage', () => {
  it('shows each facility with its next inspection and timeline, overdue first then by name', async () => {
    const dueAt = minutesFromNow(-30);
    const laterAt = minutesFromNow(90);
    api.answer(ROUTE, {
      body: [
        createFacility({
          name: 'Lobby',
          timeline: [createTimelineEntry({ expectedTime: '2026-05-01T03:30:00.000Z', actualTime: '2026-05-01T03:42:00.000Z', status: 'done' })],
        }),
        createFacility({ name: 'Lift B', location: { name: 'Tower 2' }, facilityType: { name: 'Lift' }, timeline: [createTimelineEntry({ expectedTime: laterAt })] }),
        createFacility({
          name: 'Toilet 3',
          timeline: [createTimelineEntry({ expectedTime: minutesFromNow(-90), status: 'N/A' }), createTimelineEntry({ expectedTime: dueAt })],
        }),
      ],
    });

    render(<FacilitiesPage />);

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

    const { url, headers } = requestOf(api);
    expect(url.href).toBe('http://api.test/facilities/v2/facilitiesToReport');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it('says so when the shift has no facilities', async () => {
    api.answer(ROUTE, { body: [] });
    render(<FacilitiesPage />);
    expect(await screen.findByText('No facilities to report in this shift.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a spinner while loading', () => {
    api.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    render(<FacilitiesPage />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads the list again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(ROUTE, { status: 500, body: { message: 'Database unavailable' } }, { body: [createFacility({ name: 'Atrium' })] });

    render(<FacilitiesPage />);

    expect(await screen.findByText('Could not load the facilities')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Atrium' })).toBeTruthy();
    expect(screen.queryByText('Could not load the facilities')).toBeNull();
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});
