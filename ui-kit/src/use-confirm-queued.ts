/**
 * Before a logout or an organisation switch: outbox items (queued reports) of this user and
 * organisation still waiting on the device would stay behind (they are sent only for their own user and organisation), so
 * the user confirms first. Nothing is asked when the queue is empty.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { countWaiting, registerLocales, session } from 'shared-contracts';
import en from './locales/en-US.json';
import { useAppApis } from './use-app-apis';

export type QueuedAction = 'logout' | 'switch';

// Registered with this module, so the texts travel with the screens that ask, not with sign-in.
registerLocales('ui-kit', { 'en-US': en, hi: () => import('./locales/hi.json') });

export function useConfirmQueued(): (action: QueuedAction) => Promise<boolean> {
  const { modal } = useAppApis();
  const { t } = useTranslation('ui-kit');
  return useCallback(
    async (action: QueuedAction) => {
      const user = session.snapshot.user;
      const count = user?.organization ? await countWaiting({ userId: user._id, organizationId: user.organization }).catch(() => 0) : 0;
      if (count === 0) return true;
      return modal.confirm({
        title: t('queued.title', { count }),
        content: t(`queued.${action}`),
        okText: t(`queued.${action}Ok`),
        cancelText: t('queued.cancel'),
        okButtonProps: { danger: true },
      });
    },
    [modal, t],
  );
}
