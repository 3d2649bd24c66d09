/**
 * Resolves every URL outside /auth/login and /auth/reset: matches it against the route table,
 * sends signed-out users to login (with a callback back here), applies the permission guard for
 * direct loads, redirects / to the user's home page, and renders the shell's or a remote's page in
 * the main layout or bare. Everything it renders loads lazily, with antd: the sign-in page does not
 * download any of it.
 */
import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAllPermissions, matchRoutePath, routeTable } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { SIGN_IN_PATH, warnNotPermitted } from './guarded-history';
import { PageSpinner } from './page-spinner';
import { isPublicPath, shellPages } from './shell-pages';

export const HOME_PATH = '/home';

const AntdProviders = lazy(() => import('./antd-providers'));
const MainLayout = lazy(() => import('../layout/main-layout').then((module) => ({ default: module.MainLayout })));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));
const RemotePage = lazy(() => import('../remotes/remote-page').then((module) => ({ default: module.RemotePage })));

export function loginPathFor(location: { pathname: string; search: string }): string {
  const callback = location.pathname + location.search;
  return callback === '/' || callback === '' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?callback=${encodeURIComponent(callback)}`;
}

function Denied() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    warnNotPermitted();
  }, []);
  return <Navigate to={HOME_PATH} replace />;
}

/** antd, and the main layout for a signed-in user when the route sits in it. */
function Frame({ layout, children }: { layout: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdProviders>{layout ? <MainLayout>{children}</MainLayout> : children}</AntdProviders>
    </Suspense>
  );
}

export function RouteView() {
  const location = useLocation();
  const { user, permissions } = useSession();
  const match = matchRoutePath(location.pathname);

  if (!match) {
    return (
      <Frame layout={user !== null}>
        <NotFoundPage />
      </Frame>
    );
  }
  const spec = routeTable[match.path];
  if (!user && !isPublicPath(match.path)) return <Navigate to={loginPathFor(location)} replace />;
  if (user && !hasAllPermissions(permissions, spec.permissions)) {
    return match.path === '/' ? <Navigate to={HOME_PATH} replace /> : <Denied />;
  }
  if (match.path === '/') return <Navigate to={user?.homePage || HOME_PATH} replace />;

  const ShellPage = shellPages[match.path];
  const page = spec.owner === 'shell' ? ShellPage ? <ShellPage /> : <NotFoundPage /> : <RemotePage key={match.path} remote={spec.owner} path={match.path} />;
  return (
    <Frame layout={spec.layout === 'main' && user !== null}>
      <Suspense fallback={<PageSpinner />}>{page}</Suspense>
    </Frame>
  );
}
