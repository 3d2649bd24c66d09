import { type User, bus, session } from 'shared-contracts';
import { applyNativeInjection, cancelExpiry, followSessionSwitches, updateSignedInUser } from './session-service';

function jwt(expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.s`;
}

const user: User = {
  _id: 'u1',
  id: 'u1',
  name: 'Rita Reporter',
  userType: 'regular',
  permissions: [],
  isSwitchable: false,
  userGroupNames: [],
  assignedRoles: [],
  systemRoles: [],
};

describe('native injection and expiry', () => {
  afterEach(() => {
    cancelExpiry();
    session.clear();
    jest.useRealTimers();
  });

  it('takes token, user, permissions and what to hide from the wrapper', () => {
    const token = jwt(3600);
    applyNativeInjection({ token, user, permissions: ['shift-read'], hideHeader: true, hideBottomBar: true });
    expect(session.snapshot).toMatchObject({ token, user: { _id: 'u1' }, permissions: ['shift-read'], hideHeader: true, hideBottomBar: true });
  });

  it('ignores (and logs) an expired token and an invalid user, keeping the rest', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyNativeInjection({ token: jwt(-10), user: { name: 'no id' } as unknown as User, permissions: ['a'] });
    expect(session.snapshot).toMatchObject({ token: null, user: null, permissions: ['a'] });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('signs the user out when the token expires (the expiry claim, not a fixed time)', () => {
    jest.useFakeTimers();
    const expired = jest.fn();
    const subscription = bus.on('session/expired').subscribe(expired);
    applyNativeInjection({ token: jwt(60), user });
    jest.advanceTimersByTime(59_000);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    expect(expired).toHaveBeenCalledWith({ reason: 'expired' });
    subscription.unsubscribe();
  });
});

describe('the session owner applies what others ask for', () => {
  afterEach(() => {
    cancelExpiry();
    session.clear();
  });

  it("takes a switched organisation's token and user from the bus, and refuses an expired token", () => {
    const reload = jest.fn();
    const stop = followSessionSwitches(reload);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    bus.emit('session/switched', { token: jwt(-5), user: { ...user, organization: 'org-x' } });
    expect(session.snapshot.token).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    const token = jwt(3600);
    bus.emit('session/switched', { token, user: { ...user, organization: 'org-blue', permissions: ['switching-read'] } });
    expect(session.snapshot).toMatchObject({ token, user: { organization: 'org-blue' }, permissions: ['switching-read'] });
    expect(bus.current('session/changed')).toEqual({ userId: 'u1', organizationId: 'org-blue' });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    warn.mockRestore();
  });

  it("changes the signed-in user's home page and picture, and nothing when nobody is signed in", () => {
    updateSignedInUser({ homePage: '/shifts' });
    expect(session.snapshot.user).toBeNull();
    applyNativeInjection({ token: jwt(3600), user });
    updateSignedInUser({ homePage: '/shifts', img: 'uploads/me.jpg' });
    expect(session.snapshot.user).toMatchObject({ _id: 'u1', homePage: '/shifts', img: 'uploads/me.jpg' });
  });
});
