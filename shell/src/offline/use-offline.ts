import { useSyncExternalStore } from 'react';
import { type OfflineState, offlineStore } from './offline-store';

function subscribe(onChange: () => void): () => void {
  const subscription = offlineStore.changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): OfflineState => offlineStore.snapshot;

/** The offline state (the user's toggle and the browser's); re-renders on change. */
export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
