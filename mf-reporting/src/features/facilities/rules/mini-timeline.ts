/**
 * Spec 000 §4: with more than 5 entries the card shows about 5 (the first, those around the next
 * inspection, the last); the full list is under 'All Inspections'.
 */
export const MINI_TIMELINE_SIZE = 5;

/** Indexes of the entries to show, in timeline order. */
export function miniTimelineIndexes(length: number, nextIndex: number | undefined): number[] {
  if (length <= MINI_TIMELINE_SIZE) return Array.from({ length }, (_, index) => index);
  const last = length - 1;
  // Around the next inspection; when all are done, around the end of the shift.
  const centre = Math.min(Math.max(nextIndex ?? last, 1), last - 1);
  const picked = new Set([0, centre - 1, centre, centre + 1, last].filter((index) => index >= 0 && index <= last));
  // Near either end the window overlaps first/last: widen it until there are 5.
  for (let step = 2; picked.size < MINI_TIMELINE_SIZE; step += 1) {
    if (centre + step < last) picked.add(centre + step);
    if (picked.size < MINI_TIMELINE_SIZE && centre - step > 0) picked.add(centre - step);
  }
  return [...picked].sort((a, b) => a - b);
}
