/**
 * The permission guard (spec 001 §6), in the history the router reads: an in-app navigation to a
 * route the user may not open is cancelled before it happens (push and replace are not carried
 * out), and Back or Forward onto such a route is undone; either way the warning shows and the user
 * stays where they were. Direct loads of such a URL are handled by RouteView, and so is the
 * sign-in page's return to the page asked for: it finishes the direct load that sign-in
 * interrupted (a forbidden page asked for lands on /home with the warning, never on a blank
 * sign-in page).
 */
import { type HistoryRouterProps } from 'react-router-dom';
import { canOpenPath, i18n, session } from 'shared-contracts';
import { notify } from './notice';

export type AppHistory = HistoryRouterProps['history'];
type To = Parameters<AppHistory['push']>[0];

export const SIGN_IN_PATH = '/auth/login';

export interface NavigationGuard {
  /** True when the user may not go from `from` to `pathname`. */
  blocks(pathname: string, from: string): boolean;
  /** Told once per cancelled navigation. */
  onBlocked(): void;
}

/** The warning of spec 001 §6, for a cancelled navigation and for a refused direct load alike. */
export function warnNotPermitted(): void {
  notify('warning', i18n.t('routes.notEnoughPermissions'));
}

/** The guard of spec 001 §6: a signed-in user needs every permission of the route. */
export const permissionGuard: NavigationGuard = {
  blocks(pathname, from) {
    const { user, permissions } = session.snapshot;
    return user !== null && from !== SIGN_IN_PATH && !canOpenPath(permissions, pathname);
  },
  onBlocked: warnNotPermitted,
};

export function guardHistory(base: AppHistory, guard: NavigationGuard = permissionGuard): AppHistory {
  const blocked = (to: To) => {
    if (!guard.blocks(base.createURL(to).pathname, base.location.pathname)) return false;
    guard.onBlocked();
    return true;
  };
  // Set while the history steps back from a blocked Back or Forward.
  let undoing = false;
  // Where the router is (Back and Forward have already moved the history when they are seen).
  let shown = base.location.pathname;
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state?: unknown) {
      if (!blocked(to)) base.push(to, state);
    },
    replace(to, state?: unknown) {
      if (!blocked(to)) base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update) => {
        // Back or Forward already moved the browser: step back by the same distance. An entry the
        // history did not number (delta null) goes through, and RouteView refuses it as a direct load.
        if ((update.action as string) === 'POP' && !undoing && update.delta && guard.blocks(update.location.pathname, shown)) {
          guard.onBlocked();
          undoing = true;
          base.go(-update.delta);
          return;
        }
        undoing = false;
        shown = update.location.pathname;
        listener(update);
      });
    },
  };
}
