import { useEffect, useState } from 'react';
import { bus } from 'shared-contracts';
import { isOffline } from '../features/shifts/api/offline';

/** Whether the app is offline (the user's toggle or the browser), updated as it changes. */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(isOffline);
  useEffect(() => {
    const update = () => setOffline(isOffline());
    const subscription = bus.on('offline/changed').subscribe(update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}
