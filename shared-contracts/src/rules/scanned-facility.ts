/**
 * Which facility a scanned code names. Spec 000 §5: the scheduled scan needs 'facility=<id>'
 * (a printed code or a link carrying it). Spec 001 §4-5: Quick Report and the ad-hoc area also take
 * a bare id, and the facility must be active, else 'No such facility.'.
 */

/** The id after 'facility=' (up to '&', '#' or white space), or null when the code names no facility. */
export function facilityIdFromScan(text: string | null | undefined): string | null {
  const match = /facility=([^&#\s]+)/.exec(text ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** `facilityIdFromScan`, else the code itself when it reads as a bare id. */
export function facilityIdFromCode(code: string): string | null {
  const text = code.trim();
  if (!text) return null;
  return facilityIdFromScan(text) ?? (/^[\w-]+$/.test(text) ? text : null);
}

export function findActiveFacility<T extends { _id: string; active: boolean }>(code: string, facilities: readonly T[]): T | null {
  const id = facilityIdFromCode(code);
  if (!id) return null;
  return facilities.find((facility) => facility._id === id && facility.active) ?? null;
}
