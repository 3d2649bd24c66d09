/**
 * The update notice while the app runs ('Update is available. Please refresh.', persistent, with
 * Update) and the blocker when the app starts with an update still pending.
 */
import Button from 'antd/es/button';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppApis } from 'ui-kit';
import { useSubject } from '../app/use-subject';
import { applyUpdate, updateState } from '../sw/update-store';

const UpdateBlocker = lazy(() => import('./update-blocker'));

export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const { notification } = useAppApis();
  const state = useSubject(updateState);

  useEffect(() => {
    if (state !== 'detected') return;
    notification.open({
      key: 'update-available',
      title: t('update.available'),
      duration: 0,
      placement: 'bottomRight',
      closable: false,
      role: 'alert',
      actions: (
        <Button type="primary" onClick={() => void applyUpdate()}>
          {t('update.update')}
        </Button>
      ),
    });
  }, [state, notification, t]);

  if (state !== 'pending-at-start') return null;
  return (
    <Suspense>
      <UpdateBlocker />
    </Suspense>
  );
}
