/** Spec 000 §4: facilities with an overdue next inspection come first, then by name. */
import { isOverdue, type ScheduledEntry } from './next-inspection';

export interface SortableFacility {
  name: string;
  timeline: readonly ScheduledEntry[];
}

// Numeric, so that 'Toilet 2' comes before 'Toilet 10'; case and accents do not split the order.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A sorted copy; the input (often a cached api answer) is never mutated. */
export function sortFacilities<F extends SortableFacility>(facilities: readonly F[], now: number): F[] {
  return facilities
    .map((facility) => ({ facility, overdue: isOverdue(facility.timeline, now) }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || byName.compare(a.facility.name, b.facility.name))
    .map(({ facility }) => facility);
}
