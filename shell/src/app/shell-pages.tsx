/** The shell's own pages, by route path. */
import { type ComponentType, lazy } from 'react';
import { type RoutePath } from 'shared-contracts';

type PageModule = { default: ComponentType };

/**
 * A chunk's loader that downloads it once: a preload at start (preloadPage) and the lazy component's
 * first render share one promise. A failed download is forgotten, so the next try downloads again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

const publicIssuePage = loadOnce(() => import('../pages/public-issue-page'));
const notificationsPage = loadOnce(() => import('../notifications/notifications-page'));
/** A page of the shell that needs the shell-pages texts: they download with it. */
const withTexts = (page: () => Promise<PageModule>) =>
  loadOnce(async () => {
    const [{ loadPageTexts }, module] = await Promise.all([import('../pages/locales/register'), page()]);
    await loadPageTexts();
    return module;
  });

/** The loaders of the shell's pages, by route path. */
export const shellPageLoaders: Partial<Record<RoutePath, () => Promise<PageModule>>> = {
  '/home': loadOnce(() => import('../pages/home-page')),
  '/about': withTexts(() => import('../pages/about/about-page')),
  '/menu': withTexts(() => import('../pages/menu-page')),
  '/help': withTexts(() => import('../pages/help-page')),
  '/notifications': notificationsPage,
  '/ntfs': notificationsPage,
  '/global-search': withTexts(() => import('../pages/search/global-search-page')),
  '/auth/public/issue/:id': publicIssuePage,
  '/public/issue/:id': publicIssuePage,
};

// One lazy component per loader: two paths of one page ('/notifications' and '/ntfs') stay one
// component, so moving between them does not remount it.
const lazyPages = new Map<() => Promise<PageModule>, ComponentType>();
export const shellPages: Partial<Record<RoutePath, ComponentType>> = Object.fromEntries(
  Object.entries(shellPageLoaders).map(([path, load]) => {
    if (!lazyPages.has(load)) lazyPages.set(load, lazy(load));
    return [path, lazyPages.get(load)];
  }),
);

/** Routes anyone may open without signing in. */
export function isPublicPath(path: RoutePath): boolean {
  return path.startsWith('/auth/') || path.startsWith('/public/');
}
