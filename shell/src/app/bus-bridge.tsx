/**
 * Carries out what remotes ask of the shell over the bus (toasts, navigation) and reacts to an
 * expired session: only the shell redirects to login.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from 'shared-contracts';
import { signOut } from '../auth/session-service';
import { notify } from './notice';
import { loginPathFor } from './route-view';

export function BusBridge() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const subscriptions = [
      bus.on('ui/notify').subscribe(({ kind, message }) => notify(kind, message)),
      bus.on('ui/navigate').subscribe(({ to, replace }) => void navigate(to, { replace })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [navigate]);

  useEffect(() => {
    const subscription = bus.on('session/expired').subscribe(() => {
      void signOut().then(() => navigate(loginPathFor(location), { replace: true }));
    });
    return () => subscription.unsubscribe();
  }, [navigate, location]);

  return null;
}
