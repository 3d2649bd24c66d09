import { waitFor } from '@testing-library/react';
import { session } from 'shared-contracts';
import { testToken, testUser } from '../testing/signed-in';
import { fakeApi } from 'shared-contracts/testing';
import { followPermissionChanges } from './permission-refresh';

const user = testUser();

describe('permissions follow an admin’s change without a new sign-in', () => {
  afterEach(() => session.clear());

  it('re-reads GET /auth/permissions when the window gets focus and puts a change in the session', async () => {
    const api = fakeApi();
    api.answer('GET /auth/permissions', { body: { permissions: ['homeMenuView-read'] } });
    session.update({ token: testToken(), user, permissions: ['homeMenuView-read', 'reporting-read'] });
    const stop = followPermissionChanges(window, 60_000);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(session.snapshot.permissions).toEqual(['homeMenuView-read']));
    expect(session.snapshot.user?.permissions).toEqual(['homeMenuView-read']);
    stop();
  });

  it('does nothing when signed out', () => {
    const api = fakeApi();
    const stop = followPermissionChanges(window, 60_000);
    window.dispatchEvent(new Event('focus'));
    expect(api.fetch).not.toHaveBeenCalled();
    stop();
  });
});
