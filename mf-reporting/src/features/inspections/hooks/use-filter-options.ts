/** Choices of the filters: the organisation's facilities (and their locations) and its staff. */
import { useCallback } from 'react';
import { getStaff, loadOrganizationFacilities } from 'shared-contracts';
import { useAsync } from 'ui-kit';

export interface Option {
  value: string;
  label: string;
}

export function useFilterOptions() {
  const load = useCallback(async () => {
    const [facilities, staff] = await Promise.all([
      loadOrganizationFacilities().then((answer) => answer.data),
      // Without user-read the reporter filter is left out, not the page.
      getStaff().catch((error: unknown) => {
        console.warn('inspections: no staff list for the reporter filter', error);
        return [];
      }),
    ]);
    const locations = new Map<string, string>();
    for (const facility of facilities) if (facility.location?._id) locations.set(facility.location._id, facility.location.name);
    const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);
    return {
      facilities: facilities.map((facility): Option => ({ value: facility._id, label: facility.name })).sort(byLabel),
      locations: [...locations].map(([value, label]): Option => ({ value, label })).sort(byLabel),
      reporters: staff.map((user): Option => ({ value: user._id, label: user.name })).sort(byLabel),
    };
  }, []);
  return useAsync(load);
}
