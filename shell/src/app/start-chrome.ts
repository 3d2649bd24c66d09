/**
 * Starts the signed-in UI's stores once, when it first loads (the sign-in page never does):
 * offline mode, the saved theme, the organisation and the notifications; and says so when this
 * load follows an organisation switch. `between` runs between the stores: the caller passes
 * nextTask, so that each store's start is a task of its own (issue 15: together they were ~90 ms of
 * one task on a phone, beside antd's own start). What the first screen does not show (push, the
 * live stream) waits for `later`: after the first page has rendered.
 */
import { i18n } from 'shared-contracts';
import { startNotifications } from '../notifications/notification-store';
import { offlineStore } from '../offline/offline-store';
import { startOrgStore } from '../org/org-store';
import { takeRefreshFlag } from '../org/switch-reload';
import { followThemeMode } from '../theme/theme-mode';
import { afterFirstPage } from './first-page';
import { notify } from './notice';

let started = false;

export async function startChrome(between: () => Promise<void> = async () => undefined, later: () => Promise<void> = afterFirstPage): Promise<void> {
  if (started) return;
  started = true;
  offlineStore.start();
  followThemeMode();
  startOrgStore();
  await between();
  startNotifications(later);
  // This load follows an organisation switch (spec 001 §4): say so once.
  if (takeRefreshFlag()) notify('success', i18n.t('shell:org.switched'));
}
