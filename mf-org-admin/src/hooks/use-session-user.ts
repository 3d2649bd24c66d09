import { useSyncExternalStore } from 'react';
import { type SessionUser, session } from 'shared-contracts';

function subscribe(onChange: () => void): () => void {
  const subscription = session.changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): SessionUser | null => session.snapshot.user;

/** The signed-in user from the shell's session; re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot);
}
