/**
 * Cancels in-app navigation to a route the user may not open: the warning shows and the user stays
 * where they were (spec 001 §6). Direct loads of such a URL are handled by RouteView.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { canOpenPath, session } from 'shared-contracts';
import { notify } from './notice';

export function PermissionGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ nextLocation }) => {
    const { user, permissions } = session.snapshot;
    return user !== null && !canOpenPath(permissions, nextLocation.pathname);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notify('warning', t('routes.notEnoughPermissions'));
    blocker.reset();
  }, [blocker, t]);

  return null;
}
