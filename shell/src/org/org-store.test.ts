import { waitFor } from '@testing-library/react';
import { type Organization, session } from 'shared-contracts';
import { testToken, testUser } from '../testing/signed-in';
import { fakeApi } from 'shared-contracts/testing';
import { orgState, startOrgStore } from './org-store';

const user = testUser({ organization: 'org-1' });
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
    api.answer('GET /users/profile', { body: { user, token: testToken(), switchableOrgs: [] } });

    session.update({ token: testToken(), user, permissions: ['homeMenuView-read'] });
    // In the same tick, before the network answers: the local copy's colours, so the first screen is themed once.
    expect(primaryNow()).toBe('#112233');
    await waitFor(() => expect(primaryNow()).toBe('#445566'));
  });

  it('an answer equal to the local copy changes nothing: the theme and the layout do not render again', async () => {
    localStorage.setItem('facilityops:cache:u1|org-1|/organizations/org-1/branding', JSON.stringify(organization('#112233')));
    localStorage.setItem('facilityops:cache:u1|org-1|/users/profile#switchableOrgs', JSON.stringify([]));
    const api = fakeApi();
    api.answer('GET /organizations/org-1/branding', { body: organization('#112233') });
    api.answer('GET /users/profile', { body: { user, token: testToken(), switchableOrgs: [] } });
    const seen: unknown[] = [];
    const subscription = orgState.subscribe((state) => seen.push(state.organization));
    session.update({ token: testToken(), user, permissions: ['homeMenuView-read'] });
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/organizations/org-1/branding'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    subscription.unsubscribe();
    // The empty start, then the copy: the api's equal answer is not a third value.
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ theme: { colors: { primary: '#112233' } } });
  });

  it('without a local copy waits for the api', async () => {
    const api = fakeApi();
    api.answer('GET /organizations/org-1/branding', { body: organization('#445566') });
    api.answer('GET /users/profile', { body: { user, token: testToken(), switchableOrgs: [] } });
    session.update({ token: testToken(), user, permissions: ['homeMenuView-read'] });
    expect(primaryNow()).toBeUndefined();
    await waitFor(() => expect(primaryNow()).toBe('#445566'));
  });
});
