import { waitFor } from '@testing-library/react';
import { type Organization, type User, session } from 'shared-contracts';
import { fakeApi } from 'shared-contracts/testing';
import { orgState, startOrgStore } from './org-store';

const jwt = () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;
};
const user: User = {
  _id: 'u1',
  id: 'u1',
  name: 'Rita',
  userType: 'regular',
  organization: 'org-1',
  permissions: [],
  isSwitchable: false,
  userGroupNames: [],
  assignedRoles: [],
  systemRoles: [],
};
/** The store's value now (its stream replays the current value synchronously). */
function primaryNow(): string | undefined {
  let primary: string | undefined;
  orgState.subscribe((state) => (primary = state.organization?.theme?.colors?.primary)).unsubscribe();
  return primary;
}
const organization = (primary: string): Organization => ({
  _id: 'org-1',
  name: 'Acme',
  theme: { colors: { primary, secondary: '#ff8f00', background: '#f5f7fb' } },
  settings: { enableFeedback: true },
});

describe('the organisation store', () => {
  beforeAll(() => startOrgStore());
  afterEach(() => {
    session.clear();
    localStorage.clear();
  });

  it('shows what this device saw last at once, then what the api answers', async () => {
    localStorage.setItem('facilityops:cache:u1|org-1|/organizations/org-1/branding', JSON.stringify(organization('#112233')));
    const api = fakeApi();
    api.answer('GET /organizations/org-1/branding', { body: organization('#445566') });
    api.answer('GET /users/profile', { body: { user, token: jwt(), switchableOrgs: [] } });

    session.update({ token: jwt(), user, permissions: ['homeMenuView-read'] });
    // In the same tick, before the network answers: the local copy's colours, so the first screen is themed once.
    expect(primaryNow()).toBe('#112233');
    await waitFor(() => expect(primaryNow()).toBe('#445566'));
  });

  it('without a local copy waits for the api', async () => {
    const api = fakeApi();
    api.answer('GET /organizations/org-1/branding', { body: organization('#445566') });
    api.answer('GET /users/profile', { body: { user, token: jwt(), switchableOrgs: [] } });
    session.update({ token: jwt(), user, permissions: ['homeMenuView-read'] });
    expect(primaryNow()).toBeUndefined();
    await waitFor(() => expect(primaryNow()).toBe('#445566'));
  });
});
