/** Permission checks shared by the router guard, menus and pages. */
import { matchRoutePath } from './match-route';
import { HIDDEN_MENU_PERMISSION } from './remote-module';
import { routeTable } from './route-table';

export type PermissionSet = ReadonlySet<string> | readonly string[];

function has(granted: PermissionSet, permission: string): boolean {
  return Array.isArray(granted) ? granted.includes(permission) : (granted as ReadonlySet<string>).has(permission);
}

/** A route (or menu entry) needs ALL of its permissions; 'hide' is never granted. */
export function hasAllPermissions(granted: PermissionSet, required: readonly string[]): boolean {
  return required.every((permission) => permission !== HIDDEN_MENU_PERMISSION && has(granted, permission));
}

export function missingPermissions(granted: PermissionSet, required: readonly string[]): string[] {
  return required.filter((permission) => permission === HIDDEN_MENU_PERMISSION || !has(granted, permission));
}

/** Whether a URL path may be opened; unknown paths are allowed (they show the not-found page). */
export function canOpenPath(granted: PermissionSet, pathname: string): boolean {
  const match = matchRoutePath(pathname);
  return !match || hasAllPermissions(granted, routeTable[match.path].permissions);
}
