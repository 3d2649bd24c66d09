/**
 * Issue 20: an admin's change to someone's role (or to a custom role they hold) reaches them
 * without a new sign-in. The shell re-reads GET /auth/permissions when the app comes back to the
 * front (focus, visible tab, network back) and every REFRESH_MS while it is open; the session then
 * carries the new permissions, so the menus drop the entries and the route guard refuses the pages.
 * Polling is the fallback the architecture allows until the api pushes such events.
 */
import { connectivity } from 'shared-contracts';
import { refreshPermissions } from './session-service';

export const PERMISSIONS_REFRESH_MS = 15_000;
/** At most one call per this many ms, however many focus events come together. */
const MIN_GAP_MS = 2_000;

export function followPermissionChanges(win: Window = window, every = PERMISSIONS_REFRESH_MS): () => void {
  let last = 0;
  const refresh = () => {
    if (connectivity.isOffline() || Date.now() - last < MIN_GAP_MS) return;
    last = Date.now();
    // A failed refresh keeps the permissions the session has: a 401 already signs out through the api client.
    refreshPermissions().catch((error: unknown) => console.debug('permissions not refreshed', error));
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') refresh();
  };
  win.addEventListener('focus', refresh);
  win.addEventListener('online', refresh);
  win.document.addEventListener('visibilitychange', onVisible);
  const timer = win.setInterval(refresh, every);
  return () => {
    win.removeEventListener('focus', refresh);
    win.removeEventListener('online', refresh);
    win.document.removeEventListener('visibilitychange', onVisible);
    win.clearInterval(timer);
  };
}
