/** A facility's day of the daily report, shift by shift (issue 17). */
import { apiRequest } from '../api-client';
import { dailyShiftsAnswerSchema, type DailyShiftsAnswer, type DailyShiftsQuery } from '../../schemas';

/** GET /inspections/daily/shifts: the day's shifts with expected and actual checks, and a page of its reports. */
export function getDailyShifts(query: DailyShiftsQuery, options: { signal?: AbortSignal } = {}): Promise<DailyShiftsAnswer> {
  return apiRequest('/inspections/daily/shifts', {
    query: { ...query } as Record<string, string | number | undefined>,
    schema: dailyShiftsAnswerSchema,
    signal: options.signal,
  });
}
