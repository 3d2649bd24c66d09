/**
 * What the reporting screens read, through the api cache so that they work offline (spec 000 §7:
 * facilities, checklists and teams are served from the cache when offline).
 */
import {
  type CachedAnswer,
  type Facility,
  type Shift,
  type ShiftMapping,
  type Team,
  cachedGet,
  facilitiesToReportAnswerSchema,
  getFacilitiesToReport,
  getReportingTeams,
  getUserShifts,
  shiftListSchema,
  teamListSchema,
} from 'shared-contracts';

export const FACILITIES_CACHE_KEY = '/facilities/v2/facilitiesToReport';

export const loadFacilities = (): Promise<CachedAnswer<Facility[]>> => cachedGet(FACILITIES_CACHE_KEY, getFacilitiesToReport, facilitiesToReportAnswerSchema);
export const loadUserShifts = (): Promise<CachedAnswer<Shift[]>> => cachedGet('/users/shifts', getUserShifts, shiftListSchema);
export const loadTeams = (): Promise<CachedAnswer<Team[]>> => cachedGet('/reporting/teams', getReportingTeams, teamListSchema);

/** The user's mapping for the facility in the shift: their own first, else any that lists it. */
export function mappingFor(shift: Shift | undefined, facilityId: string, userId: string): ShiftMapping | null {
  if (!shift) return null;
  const mappings = [...shift.temporaryMappings, ...shift.mappings].filter((mapping) => mapping.facilities.includes(facilityId));
  return mappings.find((mapping) => mapping.reporter === userId) ?? mappings[0] ?? null;
}
