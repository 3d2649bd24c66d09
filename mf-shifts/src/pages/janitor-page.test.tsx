import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, session } from 'shared-contracts';
import { type FakeApi, createUser, fakeApi } from 'shared-contracts/testing';
import { renderPage } from '../testing/render-page';
import { setUpI18n } from '../testing/setup-i18n';
import JanitorPage from './janitor-page';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'usr-janitor', firstName: 'Jaya', lastName: 'Janitor' }) });
});

const duties = {
  shifts: [
    {
      _id: 'shf-h',
      shiftName: 'Housekeeping',
      expectedInTime: '2026-05-01T02:00:00.000Z',
      expectedOutTime: '2026-05-01T10:00:00.000Z',
      facilities: [
        {
          _id: 'fac-21',
          name: 'Parking Lift Lobby 2',
          location: 'Parking',
          checkStatus: 'todo',
          lastChecked: null,
          openIssues: [{ _id: 'iss-1', label: 'Broken tap', urgencyLevel: 'high', status: 'raised', createdAt: '2026-05-01T03:00:00.000Z' }],
        },
        { _id: 'fac-22', name: 'Tower A Reception 2', location: null, checkStatus: 'done', lastChecked: '2026-05-01T04:00:00.000Z', openIssues: [] },
      ],
    },
  ],
};

describe('JanitorPage', () => {
  it('shows the facilities of the janitor’s mappings with what is due and the open issues', async () => {
    api.answer('GET /users/janitor', { body: duties });
    renderPage(<JanitorPage />, { path: '/janitor' });
    const due = within(await screen.findByRole('article', { name: 'Parking Lift Lobby 2' }));
    expect(due.getByText('Check due')).toBeTruthy();
    expect(due.getByText('1 open issue')).toBeTruthy();
    expect(due.getByText('Broken tap')).toBeTruthy();
    const done = within(screen.getByRole('article', { name: 'Tower A Reception 2' }));
    expect(done.getByText('Checked')).toBeTruthy();
    expect(done.getByText('0 open issues')).toBeTruthy();
    expect(screen.getByText('Signed in as Jaya Janitor')).toBeTruthy();
  });

  it('signs out in one tap by asking the shell, which owns the session', async () => {
    api.answer('GET /users/janitor', { body: { shifts: [] } });
    const asked = jest.fn();
    const subscription = bus.on('session/expired').subscribe(asked);
    renderPage(<JanitorPage />, { path: '/janitor' });
    expect(await screen.findByText('You are the janitor of no shift today.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(asked).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });
});
