import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type AdHocRequestOverview, session } from 'shared-contracts';
import { createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { AdhocOverview } from './adhoc-overview';

const request = (overrides: Partial<AdHocRequestOverview>): AdHocRequestOverview => ({
  _id: 'adh-1',
  status: 'unchecked',
  adHocReportType: 'inspect',
  description: 'Wet floor near the lifts',
  facility: { _id: 'fac-1', name: 'Lobby Washroom', location: 'Tower A' },
  requester: { _id: 'usr-m', name: 'Manu Manager' },
  assignee: { _id: 'usr-r', name: 'Rita Reporter' },
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  answeredBy: null,
  ...overrides,
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'usr-m' }), permissions: ['adhocList-read', 'user-read'] });
  api.answer('GET /users/staff', {
    body: [
      createUser({ _id: 'usr-r', name: 'Rita Reporter', userGroupNames: ['reporter-internal'] }),
      createUser({ _id: 'usr-d', name: 'Dev Desk', userGroupNames: ['reporter-internal'] }),
    ],
  });
});
afterEach(() => session.clear());

const renderOverview = () =>
  render(
    <MemoryRouter>
      <AdhocOverview />
    </MemoryRouter>,
  );

describe('AdhocOverview', () => {
  it('shows each request with its status, requester, assignee, facility, age and answering report', async () => {
    api.answer('GET /adhoc-requests/all', {
      body: {
        docs: [request({}), request({ _id: 'adh-2', status: 'checked', answeredBy: { _id: 'rep-9', createdAt: new Date().toISOString() } })],
        totalDocs: 2,
        page: 1,
        limit: 20,
      },
    });
    renderOverview();
    const rows = await screen.findAllByRole('row');
    const open = within(rows[1] as HTMLElement);
    expect(open.getByText('Lobby Washroom · Tower A')).toBeTruthy();
    expect(open.getByText('Not checked yet')).toBeTruthy();
    expect(open.getByText('Manu Manager')).toBeTruthy();
    expect(open.getByText('Rita Reporter')).toBeTruthy();
    expect(open.getByText('3 hours')).toBeTruthy();
    expect(open.getByText('Not answered yet')).toBeTruthy();
    const answered = within(rows[2] as HTMLElement);
    expect(answered.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe('/inspection/rep-9');
    expect(answered.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('cancels an open request after confirmation and reads the list again', async () => {
    api.answer('GET /adhoc-requests/all', { body: { docs: [request({})], totalDocs: 1, page: 1, limit: 20 } });
    api.answer('POST /adhoc-requests/adh-1/cancel', { body: { status: true } });
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.fetch.mock.calls.some(([url, init]) => String(url).endsWith('/adhoc-requests/adh-1/cancel') && init?.method === 'POST')).toBe(true),
    );
    await waitFor(() => expect(api.fetch.mock.calls.filter(([url]) => String(url).includes('/adhoc-requests/all')).length).toBe(2));
  });
});
