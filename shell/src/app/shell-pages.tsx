/** The shell's own pages, by route path. */
import { type ComponentType, lazy } from 'react';
import { type RoutePath } from 'shared-contracts';

const PublicIssuePage = lazy(() => import('../pages/public-issue-page'));
const NotificationsPage = lazy(() => import('../notifications/notifications-page'));
/** A page of the shell that needs the shell-pages texts: they download with it. */
const withTexts = (page: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ loadPageTexts }, module] = await Promise.all([import('../pages/locales/register'), page()]);
    await loadPageTexts();
    return module;
  });

export const shellPages: Partial<Record<RoutePath, ComponentType>> = {
  '/home': lazy(() => import('../pages/home-page')),
  '/about': withTexts(() => import('../pages/about/about-page')),
  '/menu': withTexts(() => import('../pages/menu-page')),
  '/help': withTexts(() => import('../pages/help-page')),
  '/notifications': NotificationsPage,
  '/ntfs': NotificationsPage,
  '/global-search': withTexts(() => import('../pages/search/global-search-page')),
  '/auth/public/issue/:id': PublicIssuePage,
  '/public/issue/:id': PublicIssuePage,
};

/** Routes anyone may open without signing in. */
export function isPublicPath(path: RoutePath): boolean {
  return path.startsWith('/auth/') || path.startsWith('/public/');
}
