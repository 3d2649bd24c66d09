import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventMap, bus, session } from 'shared-contracts';
import { createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import OrganizationJoinPage from './organization-join-page';

const me = createUser({ _id: 'u1', organization: 'org-acme' });
const acme = { _id: 'org-acme', name: 'Acme Facilities' };
const sunrise = { _id: 'org-sunrise', name: 'Sunrise Mall' };

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ token: 't', user: me });
});
afterEach(() => session.clear());

describe('OrganizationJoinPage', () => {
  it('joins with a typed code and opens the new organisation through the session owner', async () => {
    api.answer(
      'GET /users/profile',
      { body: { user: me, token: 't', switchableOrgs: [acme] } },
      { body: { user: me, token: 't', switchableOrgs: [acme, sunrise] } },
    );
    api.answer('POST /users/organizations/join', { body: { status: true, message: 'Joined Sunrise Mall.' } });
    const user = createUser({ _id: 'u1', organization: 'org-sunrise' });
    api.answer('POST /users/organizations/switch', { body: { status: true, token: 'new', user } });
    const handedOver: EventMap['session/switched'][] = [];
    const subscription = bus.on('session/switched').subscribe((payload) => handedOver.push(payload));
    render(<OrganizationJoinPage />);
    await userEvent.type(screen.getByLabelText('Join code'), ' JOIN-42 ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined Sunrise Mall.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open Sunrise Mall' }));
    await waitFor(() => expect(handedOver).toEqual([{ token: 'new', user }]));
    subscription.unsubscribe();
    const join = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/users/organizations/join'));
    expect(JSON.parse(String(join?.[1]?.body))).toEqual({ joinCode: 'JOIN-42' });
  });

  it.each([
    [
      404,
      'No such join code: it is wrong, used up, expired or revoked.',
      'This join code does not work: it is unknown, already used up, expired or revoked. Ask your administrator for a new one.',
    ],
    [409, 'You already belong to this organisation.', 'You already belong to this organization.'],
  ])('explains a refused code (%d)', async (status, serverMessage, title) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /users/profile', { body: { user: me, token: 't', switchableOrgs: [acme] } });
    api.answer('POST /users/organizations/join', { status, body: { message: serverMessage } });
    render(<OrganizationJoinPage />);
    await userEvent.type(screen.getByLabelText('Join code'), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(serverMessage)).toBeTruthy();
    logged.mockRestore();
  });
});
