import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShift } from 'shared-contracts/testing';
import { type FakeApi, fakeApi, requestOf } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import ShiftsPage from './shifts-page';

const ROUTE = 'GET /users/shifts';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

describe('ShiftsPage', () => {
  it('shows each shift with its status and expected times in Asia/Kolkata', async () => {
    api.answer(ROUTE, {
      body: [
        // 03:30Z-11:30Z is 9:00-17:00 in Asia/Kolkata (UTC+5:30), whatever the machine's zone; the
        // spec's format 'H:mm A' writes it '9:00 AM' and '17:00 PM'.
        { ...createShift({ shiftName: 'Morning', started: true, actualInTime: '2026-05-01T03:35:00.000Z' }), status: 'started' },
        createShift({ shiftName: 'Night', expectedInTime: '2026-05-01T14:30:00.000Z', expectedOutTime: '2026-05-02T00:30:00.000Z' }),
        // No status from the server: derived from the flags.
        createShift({ shiftName: 'Evening', missed: true, late: true }),
      ],
    });

    render(<ShiftsPage />);

    const list = await screen.findByRole('list', { name: 'My shifts' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Morning', 'Night', 'Evening']);

    const morning = within(screen.getByRole('article', { name: 'Morning' }));
    expect(morning.getByText('Started')).toBeTruthy();
    expect(morning.getByText('01 May 2026')).toBeTruthy();
    expect(morning.getByText('In 9:00 AM · Out 17:00 PM')).toBeTruthy();
    expect(morning.getByText('Started at 9:05 AM')).toBeTruthy();

    const night = within(screen.getByRole('article', { name: 'Night' }));
    expect(night.getByText('Upcoming')).toBeTruthy();
    expect(night.getByText('01 May 2026 – 02 May 2026')).toBeTruthy();
    expect(night.getByText('In 20:00 PM · Out 6:00 AM')).toBeTruthy();

    expect(within(screen.getByRole('article', { name: 'Evening' })).getByText('Missed')).toBeTruthy();

    const { url, headers } = requestOf(api);
    expect(url.href).toBe('http://api.test/users/shifts');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it('says so when no shift is assigned', async () => {
    api.answer(ROUTE, { body: [] });
    render(<ShiftsPage />);
    expect(await screen.findByText('No shifts assigned to you.')).toBeTruthy();
  });

  it('shows a spinner while loading', () => {
    api.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    render(<ShiftsPage />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads the shifts again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(ROUTE, { status: 503, body: { message: 'Try later' } }, { body: [createShift({ shiftName: 'Morning' })] });

    render(<ShiftsPage />);

    expect(await screen.findByText('Could not load your shifts')).toBeTruthy();
    expect(screen.getByText('Try later')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Morning' })).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});
