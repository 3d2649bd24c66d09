import { useSyncExternalStore } from 'react';
import { type SessionState, session } from 'shared-contracts';

function subscribe(onChange: () => void): () => void {
  const subscription = session.changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): SessionState => session.snapshot;

/** The current session; re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
