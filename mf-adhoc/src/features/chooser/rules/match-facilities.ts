import type { FacilitySummary } from 'shared-contracts';

/** Active facilities whose name, location or type contains every word of the query, by name. */
export function matchFacilities(facilities: readonly FacilitySummary[], query: string): FacilitySummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return facilities
    .filter((facility) => facility.active)
    .filter((facility) => {
      const text = [facility.name, facility.location?.name, facility.facilityType?.name].filter(Boolean).join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
