/**
 * Role checks for who may act on someone else's record (an ad-hoc request, an upload): the
 * membership's role and assigned roles in the current organisation, and system roles.
 */
import type { AuthContext } from './guard';

const rolesOf = (auth: AuthContext): string[] => [auth.membership.role, ...auth.membership.assignedRoles, ...auth.user.systemRoles];

/** Organisation admins (and system admins) administer every record of the organisation. */
export const isOrganizationAdmin = (auth: AuthContext): boolean => rolesOf(auth).some((role) => role === 'organization-admin' || role === 'system-admin');

/** Managers run a site's requests (spec 001 §6: escalation targets are manager or organization-admin). */
export const isManager = (auth: AuthContext): boolean => isOrganizationAdmin(auth) || rolesOf(auth).includes('manager');
