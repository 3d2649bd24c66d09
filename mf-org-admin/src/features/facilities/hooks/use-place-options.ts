/** The organisation's locations, facility types and checklist templates: the choices of filters and form. */
import { useCallback } from 'react';
import { type ChecklistTemplate, type FacilityType, type Location, getChecklistTemplates, getFacilityTypes, getLocations } from 'shared-contracts';
import { type AsyncState, useAsync, useSession } from 'ui-kit';

export interface PlaceOptions {
  locations: Location[];
  types: FacilityType[];
  templates: ChecklistTemplate[];
}

const none: PlaceOptions = { locations: [], types: [], templates: [] };

/** Each list is read only with the permission it needs; a list the user may not read is empty. */
export function usePlaceOptions(): AsyncState<PlaceOptions> & { options: PlaceOptions } {
  const { user, permissions } = useSession();
  const organization = user?.organization;
  const key = permissions.join(',');
  const load = useCallback(async (): Promise<PlaceOptions> => {
    if (!organization) return none;
    const can = (permission: string) => key.split(',').includes(permission);
    const [locations, types, templates] = await Promise.all([
      can('building-read') ? getLocations(organization) : Promise.resolve([]),
      can('facilityType-read') ? getFacilityTypes(organization, { kind: 'all' }) : Promise.resolve([]),
      can('checklist-read') ? getChecklistTemplates(organization) : Promise.resolve([]),
    ]);
    return { locations, types, templates };
  }, [organization, key]);
  const state = useAsync(load);
  return { ...state, options: state.data ?? none };
}
