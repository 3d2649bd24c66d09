/**
 * The app-wide popups: the permissions blocker, the update notice and blocker, the slow
 * connection warning. The blockers' code loads only when one has to show.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from 'ui-kit';
import { notify } from '../app/notice';
import { type DevicePermission, deniedPermissions, permissionsFlag } from './device-permissions';
import { watchSlowConnection } from './slow-connection';
import { UpdatePrompt } from './update-prompt';

const PermissionsBlocker = lazy(() => import('./permissions-blocker'));

export function PopupHost() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const [missing, setMissing] = useState<DevicePermission[]>([]);

  useEffect(() => watchSlowConnection(() => notify('warning', t('network.slow'))), [t]);

  useEffect(() => {
    if (!user || !permissionsFlag()) return;
    let live = true;
    void deniedPermissions().then((denied) => live && setMissing(denied));
    return () => {
      live = false;
    };
  }, [user]);

  return (
    <>
      <UpdatePrompt />
      {missing.length > 0 && (
        <Suspense>
          <PermissionsBlocker missing={missing} onClose={() => setMissing([])} />
        </Suspense>
      )}
    </>
  );
}
