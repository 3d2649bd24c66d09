import { useCallback } from 'react';
import { type RemoteName } from 'shared-contracts';
import { useStore } from '../app/use-subject';
import { type RemoteMenus, type RemoteState, remoteRegistry } from './remote-registry';

const states = remoteRegistry.states;
const menus = remoteRegistry.menus;
const menusSnapshot = (): RemoteMenus => remoteRegistry.menusSnapshot;

/**
 * One remote's `./routes` state. It re-renders only when that remote's state changes: a page
 * follows its own remote, not the background remotes that load after it (issue 15: each of their
 * two changes drew the whole page again, synchronously, ~40 ms of a phone's main thread apiece).
 */
export function useRemoteState(name: RemoteName): RemoteState {
  const read = useCallback(() => remoteRegistry.snapshot[name], [name]);
  return useStore(states, read);
}

/** The drawer entries each remote publishes, as their manifests arrive. */
export function useRemoteMenus(): RemoteMenus {
  return useStore(menus, menusSnapshot);
}
