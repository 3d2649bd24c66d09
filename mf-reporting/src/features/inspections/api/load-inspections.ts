/**
 * The inspections feature's reads. Lists go through the api cache (one entry per query), so the
 * last page seen is there offline, with when it was fetched.
 */
import {
  type CachedAnswer,
  type DailyReportAnswer,
  type DailyReportQuery,
  type DailyShiftsAnswer,
  type DailyShiftsQuery,
  type InspectionListAnswer,
  type InspectionListQuery,
  type InspectionView,
  cachedGet,
  dailyReportAnswerSchema,
  dailyShiftsAnswerSchema,
  getDailyReport,
  getDailyShifts,
  getInspection,
  getInspections,
  inspectionListAnswerSchema,
  inspectionViewSchema,
} from 'shared-contracts';

const keyOf = (path: string, query: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params.toString()}`;
};

export const loadInspections = (query: InspectionListQuery): Promise<CachedAnswer<InspectionListAnswer>> =>
  cachedGet(keyOf('/inspections', query), () => getInspections(query), inspectionListAnswerSchema);

export const loadInspection = (id: string): Promise<CachedAnswer<InspectionView>> =>
  cachedGet(`/inspections/${id}`, () => getInspection(id), inspectionViewSchema);

export const loadDailyReport = (query: DailyReportQuery): Promise<CachedAnswer<DailyReportAnswer>> =>
  cachedGet(keyOf('/inspections/daily', query), () => getDailyReport(query), dailyReportAnswerSchema);

/** One facility's day of the daily report, shift by shift (fetched when the day is opened). */
export const loadDailyShifts = (query: DailyShiftsQuery): Promise<CachedAnswer<DailyShiftsAnswer>> =>
  cachedGet(keyOf('/inspections/daily/shifts', query), () => getDailyShifts(query), dailyShiftsAnswerSchema);
