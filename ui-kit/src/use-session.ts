import { useSyncExternalStore } from 'react';
import { type SessionState, type SessionUser, session } from 'shared-contracts';

function subscribe(onChange: () => void): () => void {
  const subscription = session.changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): SessionState => session.snapshot;
const userSnapshot = (): SessionUser | null => session.snapshot.user;

/** The shell's session (token, user, permissions, what a native wrapper hid); re-renders on change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The signed-in user from the shell's session; re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, userSnapshot, userSnapshot);
}
