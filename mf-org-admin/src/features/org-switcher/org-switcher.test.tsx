import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventMap, bus, session } from 'shared-contracts';
import { createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../testing/setup-i18n';
import { OrgSwitcher } from './org-switcher';

const organizations = [
  { _id: 'org-acme', name: 'Acme Facilities', city: { name: 'Pune' } },
  { _id: 'org-blue', name: 'Blue River Care', city: { name: 'Bengaluru' } },
];

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ token: 'old', user: createUser({ _id: 'u1', organization: 'org-acme' }) });
  api.answer('GET /users/profile', { body: { user: createUser({ _id: 'u1', organization: 'org-acme' }), token: 'old', switchableOrgs: organizations } });
});
afterEach(() => session.clear());

async function openAndChoose(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Switch organization' }));
  await userEvent.type(await screen.findByLabelText('Search organizations'), 'river');
  expect(screen.queryByText('Acme Facilities')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: `Switch to ${name}` }));
}

describe('OrgSwitcher', () => {
  it("switches: the new token and user go to the session's owner, and the shell is told", async () => {
    const switched = jest.fn();
    const handedOver: EventMap['session/switched'][] = [];
    const subscription = bus.on('session/switched').subscribe((payload) => handedOver.push(payload));
    const user = createUser({ _id: 'u1', organization: 'org-blue', permissions: ['switching-read'] });
    api.answer('POST /users/organizations/switch', { body: { status: true, token: 'new', user } });
    render(<OrgSwitcher onSwitched={switched} />);
    await openAndChoose('Blue River Care');
    await screen.findByText('Blue River Care');
    // The switch waits for the check of reports queued on the device (none here).
    await waitFor(() => expect(switched).toHaveBeenCalledWith('org-blue'));
    subscription.unsubscribe();
    // The remote never writes the session itself: the shell's session service applies this.
    expect(handedOver).toEqual([{ token: 'new', user }]);
    expect(session.snapshot.token).toBe('old');
    expect(String(api.fetch.mock.calls.at(-1)?.[0])).toContain('organization=org-blue');
  });

  it("shows the server's message and keeps the current organisation when the switch is refused", async () => {
    const switched = jest.fn();
    api.answer('POST /users/organizations/switch', { status: 403, body: { message: 'You are not a member of this organization.' } });
    render(<OrgSwitcher onSwitched={switched} />);
    await openAndChoose('Blue River Care');
    expect(await screen.findByText('You are not a member of this organization.')).toBeTruthy();
    expect(screen.getByText('Could not switch the organization')).toBeTruthy();
    expect(switched).not.toHaveBeenCalled();
    expect(session.snapshot.token).toBe('old');
  });
});
