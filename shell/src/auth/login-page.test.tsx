import { act, fireEvent, screen } from '@testing-library/react';
import { configureApi, session } from 'shared-contracts';
import { renderRoutes, setupI18n } from '../testing/render-shell';
import { RouteView } from '../app/route-view';
import { LoginPage, safeCallback } from './login-page';
import { cancelExpiry } from './session-service';

function jwt(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;
}

const user = { _id: 'u1', id: 'u1', name: 'Rita', permissions: ['shift-read'] };

function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const answer = answers[url.pathname] ?? { status: 404, body: { message: 'no route' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  configureApi({ baseUrl: 'http://api.test', getToken: () => session.getToken(), fetch });
  return fetch;
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cancelExpiry();
    act(() => session.clear());
  });

  it('shows the server message on a wrong password and stays signed out', async () => {
    fakeApi({ '/auth/login': { status: 401, body: { message: 'Wrong email or password.' } } });
    renderRoutes([{ path: '/auth/login', element: <LoginPage /> }], '/auth/login');
    await submit('rita@facilityops.test', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(session.snapshot.user).toBeNull();
  });

  it("after too many attempts says how long to wait, in the user's words", async () => {
    fakeApi({ '/auth/login': { status: 429, body: { message: 'Rate limit exceeded.', details: { retryAfterSeconds: 842 } } } });
    renderRoutes([{ path: '/auth/login', element: <LoginPage /> }], '/auth/login');
    await submit('rita@facilityops.test', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 15 minutes.');
    expect(session.snapshot.user).toBeNull();
  });

  it('signs in, loads user and permissions, and returns to the callback path', async () => {
    const token = jwt();
    fakeApi({
      '/auth/login': { status: 200, body: { status: true, token, user } },
      '/auth/login/status': { status: 200, body: { status: true } },
      '/users/profile': { status: 200, body: { user, token, switchableOrgs: [] } },
      '/auth/permissions': { status: 200, body: { permissions: ['shift-read'] } },
    });
    const { history } = renderRoutes(
      [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '/shifts', element: <p>shifts page</p> },
      ],
      '/auth/login?callback=%2Fshifts',
    );
    await submit('rita@facilityops.test', 'demo1234');
    await screen.findByText('shifts page');
    expect(history.location.pathname).toBe('/shifts');
    expect(session.snapshot).toMatchObject({ token, permissions: ['shift-read'] });
    expect(sessionStorage.getItem('token')).toBe(token);
  });

  it('asked for a page the user may not open: after sign-in, the warning and home, not a blank sign-in page', async () => {
    fakeApi({
      '/auth/login': { status: 200, body: { status: true, token: jwt(), user } },
      '/auth/login/status': { status: 200, body: { status: true } },
      '/users/profile': { status: 200, body: { user, token: jwt(), switchableOrgs: [] } },
      '/auth/permissions': { status: 200, body: { permissions: ['shift-read'] } },
    });
    const { history } = renderRoutes(
      [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '*', element: <RouteView /> },
      ],
      '/auth/login?callback=%2Forganization',
    );
    await submit('rita@facilityops.test', 'demo1234');
    await screen.findByText('Not enough permissions to access this page');
    expect(history.location.pathname).toBe('/home');
    // Said once: the return to the callback is one navigation.
    expect(screen.getAllByText('Not enough permissions to access this page')).toHaveLength(1);
  }, 15000);

  it.each([
    ['opens the organisation picker for', '/auth/login', '/organizations', 'picker=1'],
    ['keeps the page a link asked for, even for', '/auth/login?callback=%2Fshifts', '/shifts', ''],
  ])('%s a switchable user who has never chosen an organisation', async (_, start, pathname, search) => {
    const chooser = { ...user, isSwitchable: true, organizationChosen: false, permissions: ['switching-read', 'shift-read'] };
    fakeApi({
      '/auth/login': { status: 200, body: { status: true, token: jwt(), user: chooser } },
      '/users/profile': { status: 200, body: { user: chooser, token: jwt(), switchableOrgs: [] } },
      '/auth/permissions': { status: 200, body: { permissions: chooser.permissions } },
    });
    const { history } = renderRoutes(
      [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '/organizations', element: <p>organizations page</p> },
        { path: '/shifts', element: <p>shifts page</p> },
      ],
      start,
    );
    await submit('rohan@facilityops.test', 'demo1234');
    await screen.findByText(pathname === '/shifts' ? 'shifts page' : 'organizations page');
    expect(history.location.pathname).toBe(pathname);
    expect(history.location.search).toBe(search ? `?${search}` : '');
  });

  it('follows only same-app callback paths', () => {
    expect(safeCallback('/shifts?x=1')).toBe('/shifts?x=1');
    expect(safeCallback('//evil.example')).toBe('/');
    expect(safeCallback('https://evil.example')).toBe('/');
    expect(safeCallback(null)).toBe('/');
  });
});
