/**
 * Starts the signed-in UI's stores once, when it first loads (the sign-in page never does):
 * offline mode, the saved theme, the organisation and the notifications.
 */
import { startNotifications } from '../notifications/notification-store';
import { offlineStore } from '../offline/offline-store';
import { startOrgStore } from '../org/org-store';
import { followThemeMode } from '../theme/theme-mode';

let started = false;

export function startChrome(): void {
  if (started) return;
  started = true;
  offlineStore.start();
  followThemeMode();
  startOrgStore();
  startNotifications();
}
