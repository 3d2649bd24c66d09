/** Facility and checklist calls (spec 000 §7, spec 001 §7). */
import { apiRequest } from '../api-client';
import { checklistListSchema, facilitiesToReportAnswerSchema, facilityListSchema, type Checklist, type Facility, type FacilitySummary } from '../../schemas';

/** GET /facilities/v2/facilitiesToReport: the active shift's facilities with their timelines. */
export function getFacilitiesToReport(): Promise<Facility[]> {
  return apiRequest('/facilities/v2/facilitiesToReport', { schema: facilitiesToReportAnswerSchema });
}

/** GET /facilities/facilitiesToReport/{shiftId}: the older form (checkStatus per facility). */
export function getFacilitiesToReportForShift(shiftId: string): Promise<Facility[]> {
  return apiRequest(`/facilities/facilitiesToReport/${encodeURIComponent(shiftId)}`, { schema: facilitiesToReportAnswerSchema });
}

/** GET /facilities/checklist: every checklist of the organisation. */
export function getChecklists(): Promise<Checklist[]> {
  return apiRequest('/facilities/checklist', { schema: checklistListSchema });
}

/** GET /facilities (refresh parameter): the organisation's facilities. */
export function getFacilities(options: { refresh?: boolean } = {}): Promise<FacilitySummary[]> {
  return apiRequest('/facilities', { query: { refresh: options.refresh }, schema: facilityListSchema });
}
