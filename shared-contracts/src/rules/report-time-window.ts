/**
 * When a report may say it was made (issue 13, attribution): not before its shift began, less the
 * duplicate window (reports are often made a little before the shift), and not after now plus a
 * little clock drift of the phone. A report without a shift (ad-hoc, quick report) may be up to a
 * week old: offline queues can hold it that long. The server refuses anything else (422); a
 * client can warn before it queues.
 */
import { CACHED_REPORT_WINDOW_MS } from './reporting-constants';

/** How far ahead of the server's clock a phone's clock may run. */
export const REPORT_CLOCK_DRIFT_MS = 5 * 60 * 1000;
/** How old a report without a shift may be when it arrives. */
export const REPORT_WITHOUT_SHIFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReportTimeWindow {
  earliest: number;
  latest: number;
}

/** The window of times (epoch ms) a report may carry. `shiftStart` is the shift's expected start. */
export function reportTimeWindow(now: number, shiftStart: number | null): ReportTimeWindow {
  return {
    earliest: shiftStart === null ? now - REPORT_WITHOUT_SHIFT_MAX_AGE_MS : shiftStart - CACHED_REPORT_WINDOW_MS,
    latest: now + REPORT_CLOCK_DRIFT_MS,
  };
}

export const isWithinReportTimeWindow = (made: number, window: ReportTimeWindow): boolean => made >= window.earliest && made <= window.latest;
