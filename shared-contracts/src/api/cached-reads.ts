/**
 * Reads more than one app makes through the api cache, under one key each: the organisation's
 * facilities (the ad-hoc area lists them; an ad-hoc report names one outside the user's shift) and
 * the checklists (the reporting screens; the ad-hoc request form's probable issues).
 */
import { type Checklist, type FacilitySummary, checklistListSchema, facilityListSchema } from '../schemas';
import { type CachedAnswer, cachedGet } from './api-cache';
import { getChecklists, getFacilities } from './endpoints';

export const loadOrganizationFacilities = (): Promise<CachedAnswer<FacilitySummary[]>> => cachedGet('/facilities', () => getFacilities(), facilityListSchema);
export const loadChecklists = (): Promise<CachedAnswer<Checklist[]>> => cachedGet('/facilities/checklist', getChecklists, checklistListSchema);
