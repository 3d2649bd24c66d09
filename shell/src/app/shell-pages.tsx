/** The shell's own pages, by route path. Pages a later release builds show the not-built page. */
import { type ComponentType, lazy } from 'react';
import { type RoutePath } from 'shared-contracts';

const NotBuiltPage = lazy(() => import('../pages/not-built-page'));
const PublicIssuePage = lazy(() => import('../pages/public-issue-page'));
const NotificationsPage = lazy(() => import('../notifications/notifications-page'));

export const shellPages: Partial<Record<RoutePath, ComponentType>> = {
  '/home': lazy(() => import('../pages/home-page')),
  '/about': NotBuiltPage,
  '/menu': NotBuiltPage,
  '/help': NotBuiltPage,
  '/notifications': NotificationsPage,
  '/ntfs': NotificationsPage,
  '/global-search': NotBuiltPage,
  '/auth/public/issue/:id': PublicIssuePage,
  '/public/issue/:id': PublicIssuePage,
};

/** Routes anyone may open without signing in. */
export function isPublicPath(path: RoutePath): boolean {
  return path.startsWith('/auth/') || path.startsWith('/public/');
}
