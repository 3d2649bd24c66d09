import { useStore } from '../app/use-subject';
import { type OfflineState, offlineStore } from './offline-store';

const changes = offlineStore.changes;
const snapshot = (): OfflineState => offlineStore.snapshot;

/** The offline state (the user's toggle and the browser's); re-renders on change. */
export function useOfflineState(): OfflineState {
  return useStore(changes, snapshot);
}
