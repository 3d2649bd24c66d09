/** Spec 000 §9 constants the reporting screens share. */

/**
 * Cached (queued, unsent) reports count only within 8 hours; the same window is the offline
 * duplicate window for one facility ('Report already exist').
 */
export const CACHED_REPORT_WINDOW_MS = 8 * 60 * 60 * 1000;

/** The facility list refreshes every 600000 ms (10 minutes). */
export const FACILITY_REFRESH_MS = 600_000;
