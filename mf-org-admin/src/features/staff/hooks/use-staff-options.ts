/** What the filters and role pickers offer: every role (built-in and custom) and the organisation's teams. */
import { useCallback } from 'react';
import { type RolesOverview, type Team, getRolesOverview, getTeams } from 'shared-contracts';
import { useAsync, useSession } from 'ui-kit';

export interface StaffOptions {
  roles: string[];
  teams: Pick<Team, '_id' | 'name'>[];
  overview: RolesOverview | undefined;
}

export function useStaffOptions(): StaffOptions {
  const { user, permissions } = useSession();
  const organization = user?.organization ?? '';
  const canReadTeams = permissions.includes('team-read');
  const load = useCallback(async () => {
    const [overview, teams] = await Promise.all([getRolesOverview(), canReadTeams && organization ? getTeams(organization) : Promise.resolve([])]);
    return { overview, teams };
  }, [organization, canReadTeams]);
  const { data } = useAsync(load);
  const roles = data ? [...data.overview.builtIn.map((role) => role.name), ...data.overview.custom.map((role) => role.name)] : [];
  return { roles, teams: data?.teams ?? [], overview: data?.overview };
}

/** Changing people needs organization-write beside user-read (the api checks the same; the spec names no user-write). */
export const STAFF_WRITE_PERMISSIONS = ['user-read', 'organization-write'];
export function useCanWriteStaff(): boolean {
  const { permissions } = useSession();
  return STAFF_WRITE_PERMISSIONS.every((permission) => permissions.includes(permission));
}
