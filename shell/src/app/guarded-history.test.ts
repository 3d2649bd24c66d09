import { UNSAFE_createMemoryHistory } from 'react-router';
import { type User, session } from 'shared-contracts';
import { type NavigationGuard, guardHistory, permissionGuard } from './guarded-history';

function setUp(initialEntries: string[], forbidden: string[]) {
  const refusals: string[] = [];
  const seen: string[] = [];
  const guard: NavigationGuard = {
    blocks: (pathname) => forbidden.includes(pathname),
    onBlocked: () => refusals.push('refused'),
  };
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1, v5Compat: true }), guard);
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, refusals, seen, forbidden };
}

describe('guardHistory', () => {
  it('does not carry out a push or a replace to a forbidden path, and says so once', () => {
    const { history, refusals, seen } = setUp(['/shifts'], ['/organization']);
    history.push('/organization');
    history.replace({ pathname: '/organization', search: '?tab=1' });
    expect(history.location.pathname).toBe('/shifts');
    expect(refusals).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it('lets allowed navigations through to the router', () => {
    const { history, refusals, seen } = setUp(['/shifts'], ['/organization']);
    history.push('/help?x=1');
    history.replace('/about');
    expect(history.location.pathname).toBe('/about');
    expect(seen).toEqual(['/help', '/about']);
    expect(refusals).toEqual([]);
  });

  it('undoes Back onto a path that became forbidden, and the router never sees it', () => {
    const { history, refusals, seen, forbidden } = setUp(['/organization', '/about'], []);
    // The organisation was switched: its page is no longer allowed.
    forbidden.push('/organization');
    history.go(-1);
    expect(history.location.pathname).toBe('/about');
    expect(refusals).toHaveLength(1);
    expect(seen).toEqual(['/about']);
  });

  it('lets Back and Forward between allowed pages through', () => {
    const { history, seen } = setUp(['/help', '/about'], ['/organization']);
    history.go(-1);
    history.go(1);
    expect(seen).toEqual(['/help', '/about']);
  });
});

describe('permissionGuard', () => {
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
  afterEach(() => session.clear());

  it('blocks a signed-in user from a route without all its permissions', () => {
    session.update({ user, permissions: ['shift-read'] });
    expect(permissionGuard.blocks('/organization', '/shifts')).toBe(true);
    expect(permissionGuard.blocks('/shifts', '/home')).toBe(false);
    expect(permissionGuard.blocks('/help', '/shifts')).toBe(false);
  });

  it("lets the sign-in page's return to the page asked for through (RouteView refuses it as a direct load)", () => {
    session.update({ user, permissions: ['shift-read'] });
    expect(permissionGuard.blocks('/organization', '/auth/login')).toBe(false);
  });

  it('leaves signed-out navigation to RouteView (it sends the user to sign in)', () => {
    expect(permissionGuard.blocks('/organization', '/home')).toBe(false);
  });
});
