/**
 * The inspection timeline of one facility in one shift (spec 000 §3-4, §9).
 *
 * checks = floor(shift hours / interval). Entry i expects an inspection at in + i·interval; its
 * window runs to the next entry (the last to the shift's end). A report made in a window (shifted
 * earlier by the facility's offsetMinutes) marks it done with that report's time. A window that
 * ended without a report is 'N/A' (missed); the rest are 'todo'. The next inspection is the first
 * todo entry, else the first N/A entry.
 */
import type { TimelineEntry } from 'shared-contracts/schemas';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export function checksPerShift(expectedIn: Date, expectedOut: Date, intervalHours: number): number {
  if (!(intervalHours > 0)) return 0;
  const hours = (expectedOut.getTime() - expectedIn.getTime()) / HOUR;
  return Math.max(0, Math.floor(hours / intervalHours));
}

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
  const count = checksPerShift(expectedIn, expectedOut, intervalHours);
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

/** About five entries: the first, the ones around the next inspection, the last. */
export function miniTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  if (entries.length <= 5) return [...entries];
  const next = Math.max(0, nextInspectionIndex(entries));
  const keep = new Set([0, next - 1, next, next + 1, entries.length - 1].filter((i) => i >= 0 && i < entries.length));
  return [...keep].sort((a, b) => a - b).flatMap((i) => (entries[i] ? [entries[i]] : []));
}

/** Whether the facility's next inspection is due already (used to sort overdue first). */
export function isOverdue(entries: readonly TimelineEntry[], now: Date): boolean {
  const next = entries[nextInspectionIndex(entries)];
  return next !== undefined && next.status !== 'done' && new Date(next.expectedTime).getTime() <= now.getTime();
}

/** Older rule: todo without a last check, or once last check + interval hours has passed. */
export function checkStatus(lastChecked: Date | null, intervalHours: number, now: Date): 'todo' | 'done' {
  if (!lastChecked) return 'todo';
  return lastChecked.getTime() + intervalHours * HOUR <= now.getTime() ? 'todo' : 'done';
}
