/**
 * Resolves every URL outside /auth/login and /auth/reset: matches it against the route table,
 * sends signed-out users to login (with a callback back here), applies the permission guard for
 * direct loads, redirects / to the user's home page, and renders the shell's or a remote's page in
 * the main layout or bare.
 */
import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAllPermissions, matchRoutePath, routeTable } from 'shared-contracts';
import NotFoundPage from '../pages/not-found-page';
import { PageSpinner, RemotePage } from '../remotes/remote-page';
import { useSession } from '../session/use-session';
import { useNotice } from './notice';
import { isPublicPath, shellPages } from './shell-pages';

export const HOME_PATH = '/home';

// The layout (drawer, menus) is not part of the sign-in page's download.
const MainLayout = lazy(() => import('../layout/main-layout').then((module) => ({ default: module.MainLayout })));

export function loginPathFor(location: { pathname: string; search: string }): string {
  const callback = location.pathname + location.search;
  return callback === '/' || callback === '' ? '/auth/login' : `/auth/login?callback=${encodeURIComponent(callback)}`;
}

function Denied() {
  const notice = useNotice();
  const { t } = useTranslation();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notice.warning(t('routes.notEnoughPermissions'));
  }, [notice, t]);
  return <Navigate to={HOME_PATH} replace />;
}

export function RouteView() {
  const location = useLocation();
  const { user, permissions } = useSession();
  const match = matchRoutePath(location.pathname);

  if (!match) {
    return user ? (
      <Suspense fallback={<PageSpinner />}>
        <MainLayout>
          <NotFoundPage />
        </MainLayout>
      </Suspense>
    ) : (
      <NotFoundPage />
    );
  }
  const spec = routeTable[match.path];
  if (!user && !isPublicPath(match.path)) return <Navigate to={loginPathFor(location)} replace />;
  if (user && !hasAllPermissions(permissions, spec.permissions)) {
    return match.path === '/' ? <Navigate to={HOME_PATH} replace /> : <Denied />;
  }
  if (match.path === '/') return <Navigate to={user?.homePage || HOME_PATH} replace />;

  const ShellPage = shellPages[match.path];
  let page: ReactNode;
  if (spec.owner === 'shell') {
    page = ShellPage ? (
      <Suspense fallback={<PageSpinner />}>
        <ShellPage />
      </Suspense>
    ) : (
      <NotFoundPage />
    );
  } else {
    page = <RemotePage key={match.path} remote={spec.owner} path={match.path} />;
  }
  return spec.layout === 'main' && user ? (
    <Suspense fallback={<PageSpinner />}>
      <MainLayout>{page}</MainLayout>
    </Suspense>
  ) : (
    page
  );
}
