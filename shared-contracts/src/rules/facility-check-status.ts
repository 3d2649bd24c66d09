/**
 * Spec 000 §4 and 001 §4, the older facility check status: todo if the facility has no last
 * check, or the last check plus the mapping interval (hours) has passed; otherwise done.
 */
export type FacilityCheckStatus = 'todo' | 'done';

const HOUR = 3_600_000;

export function facilityCheckStatus(lastChecked: string | number | null | undefined, intervalHours: number, now: number): FacilityCheckStatus {
  if (lastChecked === null || lastChecked === undefined || lastChecked === '') return 'todo';
  const last = typeof lastChecked === 'number' ? lastChecked : Date.parse(lastChecked);
  if (Number.isNaN(last)) return 'todo';
  return now >= last + intervalHours * HOUR ? 'todo' : 'done';
}
