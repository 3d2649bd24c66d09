import { configureApi, session } from 'shared-contracts';
import { fakeApi } from 'shared-contracts/testing';
import { rememberedSession, restoreSession, sessionConfirmed, signIn, signOut, cancelExpiry } from './session-service';

function jwt(expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.s`;
}

const user = { _id: 'u1', id: 'u1', name: 'Rita Reporter', permissions: ['reporting-read'] };

function noNetwork() {
  configureApi({ baseUrl: 'http://api.test', getToken: () => session.getToken(), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
}

describe('restoring the session at start', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cancelExpiry();
    session.clear();
    jest.restoreAllMocks();
  });

  async function signInOnline() {
    const api = fakeApi();
    api.answer('POST /auth/login', { body: { status: true, token: jwt(3600), user } });
    await signIn('rita@example.test', 'pw');
    session.update({ user: null, permissions: [] });
  }

  it('keeps the last confirmed user when there is no network and the token is still valid', async () => {
    await signInOnline();
    noNetwork();
    await expect(restoreSession(null)).resolves.toBe(true);
    await sessionConfirmed();
    expect(session.snapshot.user?.name).toBe('Rita Reporter');
    expect(session.snapshot.permissions).toEqual(['reporting-read']);
  });

  it('shows the remembered user at once and signs out when the server then refuses the token', async () => {
    await signInOnline();
    const api = fakeApi();
    api.answer('GET /auth/login/status', { status: 401, body: { message: 'Token revoked.' } });
    api.answer('GET /users/profile', { status: 401, body: { message: 'Token revoked.' } });
    api.answer('GET /auth/permissions', { status: 401, body: { message: 'Token revoked.' } });
    await expect(restoreSession(null)).resolves.toBe(true);
    expect(session.snapshot.user?.name).toBe('Rita Reporter');
    await sessionConfirmed();
    expect(session.snapshot.user).toBeNull();
    expect(session.snapshot.token).toBeNull();
    expect(rememberedSession()).toBeNull();
  });

  it('takes the user and permissions the server confirms in place of the remembered ones', async () => {
    await signInOnline();
    const api = fakeApi();
    api.answer('GET /auth/login/status', { body: { status: true } });
    api.answer('GET /users/profile', { body: { user: { ...user, name: 'Rita R. Reporter' }, token: jwt(3600) } });
    api.answer('GET /auth/permissions', { body: { permissions: ['reporting-read', 'shifts-read'] } });
    await expect(restoreSession(null)).resolves.toBe(true);
    expect(session.snapshot.permissions).toEqual(['reporting-read']);
    await sessionConfirmed();
    expect(session.snapshot.user?.name).toBe('Rita R. Reporter');
    expect(session.snapshot.permissions).toEqual(['reporting-read', 'shifts-read']);
    expect(rememberedSession()).toMatchObject({ user: { name: 'Rita R. Reporter' }, permissions: ['reporting-read', 'shifts-read'] });
  });

  it('waits for the server when this tab has no confirmed copy, and signs out when it refuses', async () => {
    await signInOnline();
    sessionStorage.removeItem('facilityops:confirmed-session');
    const api = fakeApi();
    api.answer('GET /auth/login/status', { status: 401, body: { message: 'Token revoked.' } });
    api.answer('GET /users/profile', { status: 401, body: { message: 'Token revoked.' } });
    api.answer('GET /auth/permissions', { status: 401, body: { message: 'Token revoked.' } });
    await expect(restoreSession(null)).resolves.toBe(false);
    expect(session.snapshot.user).toBeNull();
  });

  it('forgets the copy on sign-out', async () => {
    await signInOnline();
    const api = fakeApi();
    api.answer('POST /auth/logout', { body: { status: true } });
    await signOut();
    session.update({ token: jwt(3600) });
    noNetwork();
    await expect(restoreSession(null)).resolves.toBe(false);
  });

  it('remembers the confirmed user without putting it in the session', async () => {
    await signInOnline();
    expect(rememberedSession()).toMatchObject({ user: { name: 'Rita Reporter' }, permissions: ['reporting-read'] });
    expect(session.snapshot.user).toBeNull();
  });

  it('remembers no one once the stored token has expired, or after sign-out', async () => {
    await signInOnline();
    session.update({ token: jwt(-60) });
    expect(rememberedSession()).toBeNull();
    session.update({ token: jwt(3600) });
    const api = fakeApi();
    api.answer('POST /auth/logout', { body: { status: true } });
    await signOut();
    expect(rememberedSession()).toBeNull();
  });
});
