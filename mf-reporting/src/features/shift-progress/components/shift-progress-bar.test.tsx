import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { bus, getDb, session } from 'shared-contracts';
import { type FakeApi, createUser, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { ShiftNotStartedNotice, ShiftProgressBar } from './shift-progress-bar';

const active = (status: 'started' | 'late' | null, shiftId: string | null = 's1') => ({
  userId: 'usr-1',
  organizationId: 'org-1',
  shiftId,
  status,
  expectedInTime: null,
  expectedOutTime: null,
});

const show = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '*',
          element: (
            <>
              <ShiftNotStartedNotice />
              <ShiftProgressBar />
            </>
          ),
        },
      ])}
    />,
  );

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(async () => {
  api = fakeApi();
  await (await getDb()).settings.clear();
  session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions: ['guyWhoReports-read'] });
});
afterEach(() => {
  bus.emit('shift/active-changed', active(null, null));
  session.clear();
});

describe('ShiftProgressBar', () => {
  it('reacts to the shift being started: from the not-started notice to the report counts', async () => {
    act(() => bus.emit('shift/active-changed', active('late')));
    api.answer('GET /shifts/count/s1', { body: { fraction: 0.6, actualReports: 6, expectedReports: 10 } });
    show();
    expect(await screen.findByText('Your shift has not started yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Shifts' }).getAttribute('href')).toBe('/shifts');

    act(() => bus.emit('shift/active-changed', active('started')));

    expect(await screen.findByText('6 / 10 reports')).toBeTruthy();
    expect(screen.getByText('60%')).toBeTruthy();
    expect(screen.queryByText('Your shift has not started yet.')).toBeNull();
  });

  it('loads the counts again when a report is uploaded', async () => {
    act(() => bus.emit('shift/active-changed', active('started')));
    api.answer(
      'GET /shifts/count/s1',
      { body: { fraction: 0.6, actualReports: 6, expectedReports: 10 } },
      { body: { fraction: 0.7, actualReports: 7, expectedReports: 10 } },
    );
    show();
    expect(await screen.findByText('6 / 10 reports')).toBeTruthy();
    act(() => bus.emit('report/uploaded', { localId: 'l1', facilityId: 'f1' }));
    expect(await screen.findByText('7 / 10 reports')).toBeTruthy();
  });

  it('shows nothing without guyWhoReports-read, or without an active shift', async () => {
    act(() => bus.emit('shift/active-changed', active('started')));
    session.update({ permissions: ['reporting-read'] });
    const { container, unmount } = show();
    expect(container.textContent).toBe('');
    unmount();
    session.update({ permissions: ['guyWhoReports-read'] });
    act(() => bus.emit('shift/active-changed', active(null, null)));
    expect(show().container.textContent).toBe('');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
