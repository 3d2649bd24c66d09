/**
 * Resolves every URL outside /auth/login and /auth/reset: matches it against the route table,
 * sends signed-out users to login (with a callback back here), applies the permission guard for
 * direct loads, redirects / to the user's home page, and renders the shell's or a remote's page in
 * the main layout or bare. Everything it renders loads lazily, with antd: the sign-in page does not
 * download any of it.
 */
import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAllPermissions, matchRoutePath, nextTask, routeTable, session } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { SIGN_IN_PATH, warnNotPermitted } from './guarded-history';
import { markFirstPageShown } from './first-page';
import { dismissFirstScreen } from './first-screen';
import { PageSpinner } from './page-spinner';
import { isPublicPath, loadOnce, shellPageLoaders, shellPages } from './shell-pages';

export const HOME_PATH = '/home';
export const RESET_PATH = '/auth/reset';

const loadProviders = loadOnce(async () => {
  const providers = await import('./antd-providers');
  await providers.prepareProviders();
  return providers;
});
const loadMainLayout = loadOnce(() => import('../layout/main-layout'));
const AntdProviders = lazy(loadProviders);
const MainLayout = lazy(() => loadMainLayout().then((module) => ({ default: module.MainLayout })));
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

/**
 * Rendered beside the page, inside its Suspense boundary: its effect runs once the page has
 * rendered, and the frame painted before the app (public/first-screen.js) then goes.
 */
function FirstPageShown() {
  useEffect(() => {
    markFirstPageShown();
    dismissFirstScreen();
  }, []);
  return null;
}

/** antd, and the main layout for a signed-in user when the route sits in it. */
function Frame({ layout, children }: { layout: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AntdProviders>{layout ? <MainLayout>{children}</MainLayout> : children}</AntdProviders>
    </Suspense>
  );
}

export type PreloadedPart = 'providers' | 'layout' | 'page';

/**
 * At start, once the session is known: the chunks the opened page renders through - antd's
 * providers, the main layout and a shell page's own chunk - start downloading side by side. Rendered
 * lazily, each would ask for the next only once it had loaded and rendered (three round trips before
 * the home page's greeting, issue 15). Nothing for the sign-in page or a page the user may not open.
 * Answers what it started (a shell page's own chunk is 'page'; a remote's page is preloadRouteRemote's).
 */
export function preloadPage(pathname: string): PreloadedPart[] {
  const { user, permissions } = session.snapshot;
  const match = matchRoutePath(pathname);
  // Sign-in and reset render outside RouteView (router.tsx), without antd.
  if (!match || match.path === SIGN_IN_PATH || match.path === RESET_PATH) return [];
  // '/' sends a signed-in user to their home page.
  if (match.path === '/') return user && (user.homePage || HOME_PATH) !== '/' ? preloadPage(user.homePage || HOME_PATH) : [];
  const spec = routeTable[match.path];
  if (!user ? !isPublicPath(match.path) : !hasAllPermissions(permissions, spec.permissions)) return [];
  const page = spec.owner === 'shell' ? shellPageLoaders[match.path] : undefined;
  const parts: [PreloadedPart, (() => Promise<unknown>) | undefined][] = [
    ['providers', loadProviders],
    ['layout', user && spec.layout === 'main' ? loadMainLayout : undefined],
    ['page', page],
  ];
  const started = parts.filter((entry): entry is [PreloadedPart, () => Promise<unknown>] => entry[1] !== undefined);
  // Each asks for its files in a task of its own: a chunk's script elements and shared modules are
  // ~20 ms of a 4x-slowed phone each, too long together in the start's task (issue 15).
  void (async () => {
    for (const [index, [part, load]] of started.entries()) {
      if (index > 0) await nextTask();
      load().catch((error: unknown) => console.warn(`${pathname}: the ${part} chunk was not preloaded`, error));
    }
  })();
  return started.map(([part]) => part);
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
      <Suspense fallback={<PageSpinner />}>
        {page}
        <FirstPageShown />
      </Suspense>
    </Frame>
  );
}
