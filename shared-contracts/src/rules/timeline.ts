/**
 * The inspection timeline of one facility in one shift (spec 000 §3-4, §9), the due check and the
 * short timeline a card shows: one rule for the api (which builds the timeline) and the clients.
 *
 * checks = floor(shift hours / interval). Entry i expects an inspection at in + i·interval; its
 * window runs to the next entry (the last to the shift's end). A report made in a window (shifted
 * earlier by the facility's offsetMinutes) marks it done with that report's time. A window that
 * ended without a report is 'N/A' (missed); the rest are 'todo'. The next inspection is the first
 * todo entry, else the first N/A entry.
 */
import type { TimelineEntry } from '../schemas';
import { checksBetween } from './checks-per-shift';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface TimelineInput {
  expectedIn: Date;
  expectedOut: Date;
  intervalHours: number;
  offsetMinutes: number;
  /** When reports for the facility were made (any order). */
  reportTimes: readonly Date[];
  now: Date;
}

export function buildTimeline(input: TimelineInput): TimelineEntry[] {
  const { expectedIn, expectedOut, intervalHours, offsetMinutes, now } = input;
  const count = checksBetween(expectedIn.getTime(), expectedOut.getTime(), intervalHours);
  if (count === 0) return [];
  const start = expectedIn.getTime();
  const step = intervalHours * HOUR;
  const offset = offsetMinutes * MINUTE;

  const actual: (Date | undefined)[] = new Array<Date | undefined>(count).fill(undefined);
  for (const time of [...input.reportTimes].sort((a, b) => a.getTime() - b.getTime())) {
    const shifted = time.getTime() + offset;
    if (shifted < start || time.getTime() > expectedOut.getTime()) continue;
    const index = Math.min(count - 1, Math.floor((shifted - start) / step));
    if (!actual[index]) actual[index] = time;
  }

  const entries: TimelineEntry[] = actual.map((actualTime, index) => {
    const windowEnd = index === count - 1 ? expectedOut.getTime() : start + (index + 1) * step;
    const status = actualTime ? 'done' : windowEnd <= now.getTime() ? 'N/A' : 'todo';
    return {
      expectedTime: new Date(start + index * step).toISOString(),
      actualTime: actualTime ? actualTime.toISOString() : null,
      status,
      nextInspection: false,
      last: index === count - 1,
    };
  });
  const nextIndex = nextInspectionIndex(entries);
  const next = nextIndex >= 0 ? entries[nextIndex] : undefined;
  if (next) next.nextInspection = true;
  return entries;
}

/** Index of the first todo entry, else of the first N/A entry, else -1. */
export function nextInspectionIndex(entries: readonly TimelineEntry[]): number {
  const todo = entries.findIndex((entry) => entry.status === 'todo');
  return todo >= 0 ? todo : entries.findIndex((entry) => entry.status === 'N/A');
}

/**
 * Spec 000 §4: with more than 5 entries a card shows about 5 (the first, those around the next
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

/** The short timeline of a card: the entries miniTimelineIndexes picks. */
export function miniTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const next = nextInspectionIndex(entries);
  return miniTimelineIndexes(entries.length, next >= 0 ? next : undefined).flatMap((index) => (entries[index] ? [entries[index]] : []));
}

/** Whether the facility's next inspection is due already (used to sort overdue first). */
export function isOverdue(entries: readonly TimelineEntry[], now: Date): boolean {
  const next = entries[nextInspectionIndex(entries)];
  return next !== undefined && next.status !== 'done' && new Date(next.expectedTime).getTime() <= now.getTime();
}
