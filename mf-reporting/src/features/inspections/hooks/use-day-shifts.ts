/** A facility's day of the daily report, shift by shift, loaded when the day is opened; its reports page by page. */
import { useCallback, useState } from 'react';
import { useAsync } from 'ui-kit';
import { loadDailyShifts } from '../api/load-inspections';

/** Reports listed per page under a day's shifts. */
export const DAY_REPORTS_PAGE = 10;

export function useDayShifts(facility: string, date: string) {
  const [page, setPage] = useState(1);
  const load = useCallback(() => loadDailyShifts({ facility, date, page, limit: DAY_REPORTS_PAGE }), [facility, date, page]);
  const state = useAsync(load);
  return { state, page, setPage };
}
