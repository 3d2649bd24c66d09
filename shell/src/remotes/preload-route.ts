/**
 * At start, before the layout and antd have loaded: the remote that owns the opened page, and that
 * page's own chunk, start downloading at once instead of after the layout's chunks (issue 15: the
 * route's own remote loaded early). Only for a signed-in user allowed on the route; nothing of any
 * remote for the sign-in page or a shell page.
 */
import { type RemoteName, hasAllPermissions, matchRoutePath, routeTable, session } from 'shared-contracts';
import { type RemoteState } from './remote-registry';

export interface RouteRemoteLoader {
  load(name: RemoteName): Promise<RemoteState>;
}

/** Starts loading the route's remote and page; answers which remote, or null when there is none to load. */
export function preloadRouteRemote(pathname: string, registry: RouteRemoteLoader): RemoteName | null {
  const { user, permissions } = session.snapshot;
  const match = matchRoutePath(pathname);
  if (!user || !match) return null;
  const spec = routeTable[match.path];
  if (spec.owner === 'shell' || !hasAllPermissions(permissions, spec.permissions)) return null;
  void registry.load(spec.owner).then((state) => {
    if (state.status !== 'ready') return;
    // The page's chunk too; webpack keeps the promise, so the page's own load reuses it.
    state.module.routes
      .find((route) => route.path === match.path)
      ?.load()
      .catch((error: unknown) => console.warn(`page ${match.path} not preloaded`, error));
  });
  return spec.owner;
}
