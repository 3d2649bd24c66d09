/** The organisation's locations and facility types (the choices of filters and form), and its checklist templates (the form's). */
import { useCallback } from 'react';
import { type ChecklistTemplate, type FacilityType, type Location, getChecklistTemplates, getFacilityTypes, getLocations } from 'shared-contracts';
import { type AsyncState, useAsync, useSession } from 'ui-kit';

export interface PlaceOptions {
  locations: Location[];
  types: FacilityType[];
}

const none: PlaceOptions = { locations: [], types: [] };

/** Each list is read only with the permission it needs; a list the user may not read is empty. */
export function usePlaceOptions(): AsyncState<PlaceOptions> & { options: PlaceOptions } {
  const { user, permissions } = useSession();
  const organization = user?.organization;
  const key = permissions.join(',');
  const load = useCallback(async (): Promise<PlaceOptions> => {
    if (!organization) return none;
    const can = (permission: string) => key.split(',').includes(permission);
    const [locations, types] = await Promise.all([
      can('building-read') ? getLocations(organization) : Promise.resolve([]),
      can('facilityType-read') ? getFacilityTypes(organization, { kind: 'all' }) : Promise.resolve([]),
    ]);
    return { locations, types };
  }, [organization, key]);
  const state = useAsync(load);
  return { ...state, options: state.data ?? none };
}

const noTemplates: ChecklistTemplate[] = [];

/** The checklist templates a new facility may start from: read when the form opens (checklist-read), not with the list. */
export function useTemplateOptions(): ChecklistTemplate[] {
  const { user, permissions } = useSession();
  const organization = user?.organization;
  const allowed = permissions.includes('checklist-read');
  const load = useCallback(async () => (organization && allowed ? getChecklistTemplates(organization) : noTemplates), [organization, allowed]);
  return useAsync(load).data ?? noTemplates;
}
