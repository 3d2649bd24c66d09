/**
 * How a remote loads what another remote exposes. Only the host knows the federation runtime and
 * which remotes are up, so the shell provides the loader at start; a remote asks through this
 * singleton (shared-contracts is one instance across shell and remotes) and never imports the
 * shell. The loader resolves null, never rejects, when the owner is unavailable.
 */
import type { exposedModules } from './exposed-modules';

export type ExposedModuleId = (typeof exposedModules)[keyof typeof exposedModules];
export type ExposedModuleLoader = (id: ExposedModuleId) => Promise<object | null>;

let loader: ExposedModuleLoader | null = null;

/** The host registers how exposed modules load (once, at start). */
export function provideExposedModuleLoader(next: ExposedModuleLoader): void {
  loader = next;
}

/** The module, or null when its owner is unavailable or no host provided a loader (a remote opened on its own). */
export async function loadExposedModule(id: ExposedModuleId): Promise<object | null> {
  if (!loader) {
    console.error(`no host provides exposed modules: ${id} unavailable`);
    return null;
  }
  return loader(id);
}
