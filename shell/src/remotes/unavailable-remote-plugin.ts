/**
 * Module Federation runtime plugin: when a remote cannot be loaded (server down, manifest or
 * chunk failing), answer with a marker module instead of throwing deep inside the runtime, so the
 * registry can show that remote's routes as unavailable (with Retry) and the shell keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = Symbol.for('facilityops.remote-unavailable');

export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export default function unavailableRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'facilityops-unavailable-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest fetch, entry resolution) expect a replacement manifest or
      // entry: give none, so the failure reaches 'onLoad' and is answered there, once.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`remote ${id} failed to load`, error);
      const marker: UnavailableRemote = { [UNAVAILABLE]: true, id, error };
      // loadRemote() resolves to this value instead of rejecting (the shell only uses runtime loading).
      return marker;
    },
  };
}
