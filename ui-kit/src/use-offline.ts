/** Whether the app is offline now (the user's toggle or the browser), following every change. */
import { useEffect, useState } from 'react';
import { connectivity } from 'shared-contracts';

export function useOffline(): boolean {
  const [offline, setOffline] = useState(() => connectivity.isOffline());
  useEffect(() => {
    const subscription = connectivity.changes.subscribe(setOffline);
    return () => subscription.unsubscribe();
  }, []);
  return offline;
}
