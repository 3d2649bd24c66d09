import { useEffect, useState } from 'react';
import { connectivity } from 'shared-contracts';

/** Whether the app is offline (the user's toggle or the browser), updated as it changes. */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(() => connectivity.isOffline());
  useEffect(() => {
    const subscription = connectivity.changes.subscribe(setOffline);
    return () => subscription.unsubscribe();
  }, []);
  return offline;
}
