/**
 * Spec 000 §4, timeline entry: the first 'todo' entry (or else the first 'N/A' entry) is the next
 * inspection; it is 'now' once its expected time has come, otherwise 'next'.
 */

/** The fields of a timeline entry these rules read. */
export interface ScheduledEntry {
  expectedTime: string;
  status: string;
}

export type InspectionWhen = 'now' | 'next';

export interface NextInspection<E extends ScheduledEntry> {
  entry: E;
  /** Position of the entry in the timeline. */
  index: number;
  when: InspectionWhen;
}

export function findNextInspection<E extends ScheduledEntry>(timeline: readonly E[], now: number): NextInspection<E> | null {
  let index = timeline.findIndex((entry) => entry.status === 'todo');
  if (index < 0) index = timeline.findIndex((entry) => entry.status === 'N/A');
  const entry = timeline[index];
  if (!entry) return null;
  // An unparsable time is never treated as due: it shows as 'next' rather than raising an alarm.
  const when: InspectionWhen = Date.parse(entry.expectedTime) <= now ? 'now' : 'next';
  return { entry, index, when };
}

/** A facility whose next inspection is already due. */
export function isOverdue(timeline: readonly ScheduledEntry[], now: number): boolean {
  return findNextInspection(timeline, now)?.when === 'now';
}
