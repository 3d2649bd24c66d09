/**
 * What a scanned QR code leads to (spec 000 §5, messages and kinds of §8): the facility to inspect,
 * or the message that says why not. Checked in this order: a scan at all, 'facility=<id>', a
 * facility of the organisation, active, in the user's list, no report already cached, due.
 */
import { type Facility, facilityIdFromScan } from 'shared-contracts';
import { isDue } from './due-check';

export type ScanMessage = 'noScan' | 'noSuchFacility' | 'notInShift' | 'alreadyCached' | 'notDue';

/** §8: 'warning' messages are warnings, 'negative' ones errors. */
export const scanMessageKind: Record<ScanMessage, 'warning' | 'error'> = {
  noScan: 'warning',
  noSuchFacility: 'error',
  notInShift: 'error',
  alreadyCached: 'warning',
  notDue: 'warning',
};

export type ScanOutcome = { ok: true; facility: Facility } | { ok: false; message: ScanMessage };

export interface ScanContext {
  /** The user's facilities (GET /facilities/v2/facilitiesToReport). */
  facilities: readonly Facility[];
  /**
   * Whether the id is a facility of the organisation, asked only when it is not in the user's list
   * (it tells 'No such facility.' from 'This facility is not part of your shift.').
   */
  isOrganizationFacility: (id: string) => boolean;
  /** Facilities with a report of this user queued on the device (queue/rules/cached-reports.ts). */
  cachedFacilityIds: ReadonlySet<string>;
  permissions: readonly string[];
  now: number;
}

export function checkScan(text: string | null | undefined, context: ScanContext): ScanOutcome {
  if (!text?.trim()) return { ok: false, message: 'noScan' };
  const id = facilityIdFromScan(text);
  if (!id) return { ok: false, message: 'noSuchFacility' };
  const facility = context.facilities.find((candidate) => candidate._id === id);
  if (!facility) return { ok: false, message: context.isOrganizationFacility(id) ? 'notInShift' : 'noSuchFacility' };
  if (!facility.active) return { ok: false, message: 'noSuchFacility' };
  if (context.cachedFacilityIds.has(id)) return { ok: false, message: 'alreadyCached' };
  if (!isDue(facility, context.now, context.permissions)) return { ok: false, message: 'notDue' };
  return { ok: true, facility };
}
