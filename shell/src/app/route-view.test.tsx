import { act, screen } from '@testing-library/react';
import { session } from 'shared-contracts';
import { renderRoutes, setupI18n } from '../testing/render-shell';
import { testUser } from '../testing/signed-in';
import { RouteView } from './route-view';

const reporter = testUser({ name: 'Rita Reporter', userGroupNames: ['reporter-internal'] });

function routes() {
  return [
    { path: '/auth/login', element: <p>login page</p> },
    { path: '*', element: <RouteView /> },
  ];
}

describe('RouteView and the guarded history', () => {
  beforeAll(setupI18n);
  afterEach(() => act(() => session.clear()));

  it('sends a signed-out user to login with a callback to the page asked for', async () => {
    const { history } = renderRoutes(routes(), '/shifts?tab=mine');
    await screen.findByText('login page');
    expect(history.location.pathname).toBe('/auth/login');
    expect(history.location.search).toBe('?callback=%2Fshifts%3Ftab%3Dmine');
  });

  it("redirects / to the user's saved home page", async () => {
    session.update({ user: { ...reporter, homePage: '/help' }, permissions: ['homeMenuView-read'] });
    const { history } = renderRoutes(routes(), '/');
    await screen.findByRole('heading', { name: 'Help' });
    expect(history.location.pathname).toBe('/help');
  });

  it('a direct load of a route without all its permissions warns and lands on home', async () => {
    session.update({ user: reporter, permissions: ['team-read'] });
    const { history } = renderRoutes(routes(), '/teams');
    await screen.findByText('Not enough permissions to access this page');
    expect(history.location.pathname).toBe('/home');
  });

  it('cancels an in-app navigation to a forbidden route: the warning shows and the location stays', async () => {
    session.update({ user: reporter, permissions: [] });
    const { history } = renderRoutes(routes(), '/help');
    await screen.findByRole('heading', { name: 'Help' });
    act(() => history.push('/organization'));
    await screen.findByText('Not enough permissions to access this page');
    expect(history.location.pathname).toBe('/help');
  });

  it('lets an in-app navigation through when every permission is held', async () => {
    session.update({ user: reporter, permissions: [] });
    const { history } = renderRoutes(routes(), '/help');
    await screen.findByRole('heading', { name: 'Help' });
    act(() => history.push('/menu'));
    expect(history.location.pathname).toBe('/menu');
    expect(screen.queryByText('Not enough permissions to access this page')).toBeNull();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderRoutes(routes(), '/no/such/page');
    await screen.findByText('Page not found');
  });
});
