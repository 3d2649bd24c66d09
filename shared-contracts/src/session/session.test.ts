import { session, TOKEN_STORAGE_KEY } from './session';

function jwt(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp })}.s`;
}

describe('session', () => {
  afterEach(() => session.clear());

  it('keeps the token in session storage', () => {
    const token = jwt(Date.now() / 1000 + 3600);
    session.update({ token });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(session.readStoredToken()).toBe(token);
    session.clear();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('drops an expired stored token on load', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, jwt(Date.now() / 1000 - 10));
    expect(session.readStoredToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps what a native wrapper hid across sign-out', () => {
    session.update({ hideHeader: true, permissions: ['a'] });
    session.clear();
    expect(session.snapshot).toMatchObject({ hideHeader: true, permissions: [], user: null });
  });
});
