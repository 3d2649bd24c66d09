import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-contracts';
import { createAdhocRequest, createUser } from 'shared-contracts/testing';
import { type FakeApi, fakeApi, requestOf } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import AdhocRequestsPage from './adhoc-requests-page';

const ROUTE = 'GET /shifts/reporter/adhoc-requests';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'reporter-7', name: 'Ravi' }) });
});
afterEach(() => session.clear());

describe('AdhocRequestsPage', () => {
  it("lists the signed-in reporter's requests with status, place, description and probable issues", async () => {
    api.answer(ROUTE, {
      body: [
        createAdhocRequest({
          status: 'unchecked',
          facility: { _id: 'f1', name: 'Toilet 3', location: { name: 'Block A' }, facilityType: { name: 'Toilet' } },
          description: 'Water on the floor near the basins',
          probableIssues: ['Leak', 'Slippery floor'],
        }),
        createAdhocRequest({ status: 'checking', facility: { _id: 'f2', name: 'Lift B', location: { name: 'Tower 2' }, facilityType: { name: 'Lift' } } }),
        createAdhocRequest({ status: 'checked', facility: { _id: 'f3', name: 'Lobby' } }),
      ],
    });

    render(<AdhocRequestsPage />);

    const toilet = within(await screen.findByRole('article', { name: 'Toilet 3' }));
    expect(toilet.getByRole('img', { name: 'Not checked yet' })).toBeTruthy();
    expect(toilet.getByText('Block A · Toilet')).toBeTruthy();
    expect(toilet.getByText('Water on the floor near the basins')).toBeTruthy();
    const issues = toilet.getByRole('list', { name: 'Probable issues' });
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leak', 'Slippery floor']);

    const lift = within(screen.getByRole('article', { name: 'Lift B' }));
    expect(lift.getByRole('img', { name: 'Being checked' })).toBeTruthy();
    expect(lift.getByText('Tower 2 · Lift')).toBeTruthy();
    expect(lift.queryByRole('list', { name: 'Probable issues' })).toBeNull();

    const lobby = within(screen.getByRole('article', { name: 'Lobby' }));
    expect(lobby.getByRole('img', { name: 'Checked' })).toBeTruthy();
    expect(lobby.getByText('not set · not set')).toBeTruthy();

    const { url, headers } = requestOf(api);
    expect(url.pathname).toBe('/shifts/reporter/adhoc-requests');
    expect(url.searchParams.get('reporterId')).toBe('reporter-7');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it('loads the new reporter’s requests when the session user changes', async () => {
    api.answer(ROUTE, { body: [createAdhocRequest({ facility: { _id: 'f1', name: 'Toilet 3' } })] }, { body: [] });
    render(<AdhocRequestsPage />);
    await screen.findByRole('article', { name: 'Toilet 3' });

    act(() => session.update({ user: createUser({ _id: 'reporter-8', name: 'Meena' }) }));

    expect(await screen.findByText('No ad-hoc requests for you.')).toBeTruthy();
    expect(requestOf(api, 1).url.searchParams.get('reporterId')).toBe('reporter-8');
  });

  it('asks to sign in, without calling the api, when there is no user', () => {
    session.clear();
    render(<AdhocRequestsPage />);
    expect(screen.getByText('Sign in to see your ad-hoc requests.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the error with Retry, and Retry loads the requests again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(ROUTE, { status: 500, body: { message: 'Database unavailable' } }, { body: [createAdhocRequest({ facility: { _id: 'f1', name: 'Atrium' } })] });

    render(<AdhocRequestsPage />);

    expect(await screen.findByText('Could not load the ad-hoc requests')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Atrium' })).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });
});
