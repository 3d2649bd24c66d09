/**
 * Gathers what the scan rules need and applies them: the user's facilities, the reports queued on
 * this device, and, only for an id outside the user's list, the organisation's facilities (those
 * with a checklist: GET /facilities/checklist is what a reporter may read).
 */
import { type Facility, facilityIdFromScan, loadChecklists, session } from 'shared-contracts';
import { loadFacilities } from '../../../shared/api/reporting-data';
import { cachedReportFacilities } from '../../../shared/outbox/queue-store';
import { checkScan, type ScanOutcome } from '../rules/check-scan';

async function organizationFacilityIds(): Promise<ReadonlySet<string>> {
  try {
    // An inactive facility is no facility to scan ('No such facility.').
    return new Set((await loadChecklists()).data.filter((checklist) => checklist.facilityActive !== false).map((checklist) => checklist.facility));
  } catch (error) {
    // Offline or failing: the facility cannot be confirmed, so it is reported as unknown.
    console.error('could not read the organisation facilities', error);
    return new Set();
  }
}

async function queuedFacilityIds(facilityId: string | null, now: number): Promise<ReadonlySet<string>> {
  const user = session.snapshot.user;
  if (!facilityId || !user?.organization) return new Set();
  return cachedReportFacilities({ userId: user._id, organizationId: user.organization }, now);
}

export async function resolveScan(text: string, knownFacilities: readonly Facility[] | undefined, now = Date.now()): Promise<ScanOutcome> {
  // Through the api cache: scanning works offline with the lists saved on this device.
  const facilities = knownFacilities ?? (await loadFacilities()).data;
  const id = facilityIdFromScan(text);
  const outsideList = id !== null && !facilities.some((facility) => facility._id === id);
  const [organizationIds, cached] = await Promise.all([outsideList ? organizationFacilityIds() : new Set<string>(), queuedFacilityIds(id, now)]);
  return checkScan(text, {
    facilities,
    isOrganizationFacility: (candidate) => organizationIds.has(candidate),
    cachedFacilityIds: cached,
    permissions: session.snapshot.permissions,
    now,
  });
}
