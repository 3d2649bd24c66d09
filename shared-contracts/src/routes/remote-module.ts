/**
 * What every remote exposes as `./routes`. Generic over the page type so that this package stays
 * free of React: remotes and the shell instantiate it with React's ComponentType. Menu entries are
 * not code: remotes publish them in their manifests (published-menu.ts), so the drawer fills in
 * without downloading any remote.
 */
import { localesReady } from '../i18n/i18n';
import type { RemoteName } from '../remotes/remote-names';
import { type RoutePath, type RouteSpec, routeTable } from './route-table';

export type MenuCategory = 'orgSetup' | 'quickAccess' | 'liveDashboard' | 'inspections' | 'reports' | 'others';

/** Drawer order (spec 001 §2.2): Org Setup Page, Quick Access, Live Dashboard, Inspections, Reports, Others. */
export const menuCategoryOrder: readonly MenuCategory[] = ['orgSetup', 'quickAccess', 'liveDashboard', 'inspections', 'reports', 'others'];

/** Pseudo-permission: an entry carrying it is never shown (spec 001 §2.3). */
export const HIDDEN_MENU_PERMISSION = 'hide';

export interface PageModule<TPage> {
  default: TPage;
}

export interface RouteDeclaration<TPage> extends RouteSpec {
  readonly path: RoutePath;
  /** Loads the page; false while the page is not built yet (the remote shows its 'not built yet' page). */
  readonly built: boolean;
  readonly load: () => Promise<PageModule<TPage>>;
}

export interface MenuEntry<TIcon> {
  readonly id: string;
  readonly path: RoutePath;
  /** i18n key in the remote's namespace, e.g. 'mf-shifts:menu.shifts'. */
  readonly labelKey: string;
  readonly icon: TIcon;
  readonly category: MenuCategory;
  readonly permissions: readonly string[];
  /** 'mobile' entries show only on phones (Notifications), 'desktop' only on wide screens. */
  readonly device: 'all' | 'mobile' | 'desktop';
}

export interface RemoteModule<TPage> {
  readonly name: RemoteName;
  /** The remote's build version, shown in diagnostics and used to prove a redeploy. */
  readonly version: string;
  readonly routes: readonly RouteDeclaration<TPage>[];
  /**
   * Starts the remote's background work (the report upload queue, the shift start check). The
   * shell loads the module at sign-in when the remote's manifest says it has background work
   * (`backgroundWork`) and calls it once; the work follows the session on the bus
   * ('session/changed') and idles while nobody is signed in.
   */
  readonly start?: () => void;
}

/**
 * Declares a remote's routes against the route table: permissions, layout and flags come from
 * the table, the remote gives only the page loaders. `notBuilt` pages render the remote's
 * 'not built yet' page. `texts` loads the remote's texts before any of its pages (in the language
 * in use), so `./routes`, which home loads for background work, carries none. Throws at load time
 * if a path belongs to another package.
 */
export function declareRoutes<TPage>(
  owner: RemoteName,
  pages: Partial<Record<RoutePath, () => Promise<PageModule<TPage>>>>,
  notBuilt: () => Promise<PageModule<TPage>>,
  texts?: () => Promise<unknown>,
): RouteDeclaration<TPage>[] {
  for (const path of Object.keys(pages) as RoutePath[]) {
    if (routeTable[path].owner !== owner) throw new Error(`${owner} declares ${path}, which ${routeTable[path].owner} owns.`);
  }
  const withTexts = (load: () => Promise<PageModule<TPage>>) =>
    texts
      ? async () => {
          await texts();
          await localesReady();
          return load();
        }
      : load;
  return (Object.keys(routeTable) as RoutePath[])
    .filter((path) => routeTable[path].owner === owner)
    .map((path) => {
      const load = pages[path];
      return { ...routeTable[path], path, built: load !== undefined, load: withTexts(load ?? notBuilt) };
    });
}

/** A menu entry's permissions default to its route's permissions. */
export function menuEntry<TIcon>(entry: Omit<MenuEntry<TIcon>, 'permissions'> & { permissions?: readonly string[] }): MenuEntry<TIcon> {
  return { ...entry, permissions: entry.permissions ?? routeTable[entry.path].permissions };
}
