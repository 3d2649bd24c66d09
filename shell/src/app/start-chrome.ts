/**
 * Starts the signed-in UI's stores once, when it first loads (the sign-in page never does):
 * offline mode, the saved theme, the organisation and the notifications; and says so when this
 * load follows an organisation switch.
 */
import { i18n } from 'shared-contracts';
import { startNotifications } from '../notifications/notification-store';
import { offlineStore } from '../offline/offline-store';
import { startOrgStore } from '../org/org-store';
import { takeRefreshFlag } from '../org/switch-reload';
import { followThemeMode } from '../theme/theme-mode';
import { notify } from './notice';

let started = false;

export function startChrome(): void {
  if (started) return;
  started = true;
  offlineStore.start();
  followThemeMode();
  startOrgStore();
  startNotifications();
  // This load follows an organisation switch (spec 001 §4): say so once.
  if (takeRefreshFlag()) notify('success', i18n.t('shell:org.switched'));
}
