import { useSyncExternalStore } from 'react';
import { type RemoteStates, remoteRegistry } from './remote-registry';

function subscribe(onChange: () => void): () => void {
  const subscription = remoteRegistry.states.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): RemoteStates => remoteRegistry.snapshot;

export function useRemoteStates(): RemoteStates {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
