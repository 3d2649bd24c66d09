/**
 * Quick Report's scan (spec 001 §4-5): the code must name a facility ('facility=<id>', a link
 * carrying ?facility=<id>, or the bare id) that is active, else 'No such facility.'.
 */
export function facilityIdFromCode(code: string): string | null {
  const text = code.trim();
  if (!text) return null;
  const pair = /(?:^|[?&#])facility=([^&#\s]+)/.exec(text);
  if (pair?.[1]) return decodeURIComponent(pair[1]);
  return /^[\w-]+$/.test(text) ? text : null;
}

export function findActiveFacility<T extends { _id: string; active: boolean }>(code: string, facilities: readonly T[]): T | null {
  const id = facilityIdFromCode(code);
  if (!id) return null;
  return facilities.find((facility) => facility._id === id && facility.active) ?? null;
}
