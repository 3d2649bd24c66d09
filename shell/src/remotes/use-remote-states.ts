import { useStore } from '../app/use-subject';
import { type RemoteMenus, type RemoteStates, remoteRegistry } from './remote-registry';

const states = remoteRegistry.states;
const statesSnapshot = (): RemoteStates => remoteRegistry.snapshot;
const menus = remoteRegistry.menus;
const menusSnapshot = (): RemoteMenus => remoteRegistry.menusSnapshot;

/** Each remote's `./routes` state: idle, loading, ready or failed. */
export function useRemoteStates(): RemoteStates {
  return useStore(states, statesSnapshot);
}

/** The drawer entries each remote publishes, as their manifests arrive. */
export function useRemoteMenus(): RemoteMenus {
  return useStore(menus, menusSnapshot);
}
