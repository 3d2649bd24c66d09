import { canOpenPath } from '../routes/permissions';
import type { User } from '../schemas/user';

/** Where the organisation picker lives; `?picker=1` opens it. */
export const ORGANIZATION_PICKER_PATH = '/organizations?picker=1';

/**
 * Issue 18: the organisation picker opens by itself for a switchable user who has never chosen an
 * organisation (the api signed them into their first one) and may open the organisations page.
 */
export function mustChooseOrganization(user: Pick<User, 'isSwitchable' | 'organizationChosen' | 'permissions'> | null | undefined): boolean {
  return !!user && user.isSwitchable && user.organizationChosen === false && canOpenPath(user.permissions, '/organizations');
}
