/**
 * Module Federation runtime plugin: a remote's manifest the shell has already fetched (for its
 * menu) is handed to the runtime instead of being downloaded a second time.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchedManifest } from './manifest-cache';

export default function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'facilityops-manifest-cache',
    fetch(url) {
      const text = fetchedManifest(url);
      if (!text) return undefined;
      // If the shell's download failed, the runtime's own fetch tries again and reports.
      return text.then(
        (body) => new Response(body, { headers: { 'content-type': 'application/json' } }),
        () => fetch(url),
      );
    },
  };
}
