/**
 * Who sees which piece of the chrome (spec 001 §2.2-2.3, §6). Pure, so each rule is tested.
 */
import { type Organization, type RoutePath, type User, matchRoutePath, routeTable } from 'shared-contracts';
import { type UnreadCounts } from '../notifications/unread-counts';

/** The org switcher: switching-read and more than one organisation to switch between. */
export function showOrgSwitcher(permissions: readonly string[], switchableCount: number): boolean {
  return permissions.includes('switching-read') && switchableCount > 1;
}

/** Feedbacks: hidden when the organisation turned feedback off, unless the user is a system admin. */
export function showFeedbacks(user: Pick<User, 'userGroupNames'>, organization: Pick<Organization, 'settings'> | null): boolean {
  return organization?.settings.enableFeedback !== false || user.userGroupNames.includes('system-admin');
}

/** Quick Report in the avatar menu (and the quick-scan button) needs adhoc-read. */
export function showQuickReport(permissions: readonly string[]): boolean {
  return permissions.includes('adhoc-read');
}

/** The footer and the quick-scan button are hidden on the checklist and ad-hoc details pages. */
export function hidesFooter(pathname: string): boolean {
  const match = matchRoutePath(pathname);
  return match ? routeTable[match.path].hideFooter === true : false;
}

/** The Orgs link (the organisations page) is for switchable users only. */
export function hiddenForUser(path: RoutePath, user: Pick<User, 'isSwitchable'> | null): boolean {
  return path === '/organizations' && user?.isSwitchable !== true;
}

/** The red badge on a link: unread issue notifications on issue and ticket links, task ones on task links. */
export function badgeFor(path: string, counts: UnreadCounts): number {
  if (path === '/tasks' || path.startsWith('/tasks/')) return counts.task;
  if (path === '/tickets' || path.startsWith('/tickets/') || path === '/v2/tickets') return counts.issue + counts.task;
  if (path.startsWith('/issues')) return counts.issue;
  return 0;
}
