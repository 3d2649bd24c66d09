import { waitFor } from '@testing-library/react';
import { type User, session } from 'shared-contracts';
import { fakeApi } from 'shared-contracts/testing';
import { followPermissionChanges } from './permission-refresh';

const jwt = () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;
};
const user: User = {
  _id: 'u1',
  id: 'u1',
  name: 'Rita',
  userType: 'regular',
  permissions: [],
  isSwitchable: false,
  userGroupNames: [],
  assignedRoles: [],
  systemRoles: [],
};

describe('permissions follow an admin’s change without a new sign-in', () => {
  afterEach(() => session.clear());

  it('re-reads GET /auth/permissions when the window gets focus and puts a change in the session', async () => {
    const api = fakeApi();
    api.answer('GET /auth/permissions', { body: { permissions: ['homeMenuView-read'] } });
    session.update({ token: jwt(), user, permissions: ['homeMenuView-read', 'reporting-read'] });
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
