/** The daily report's range and place (from the URL, the last 30 days by default) and its answer. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inKolkata } from 'shared-contracts';
import { useAsync } from 'ui-kit';
import { loadDailyReport } from '../api/load-inspections';
import { type ListFilters, filtersFromParams, paramsOfFilters } from '../rules/list-params';

export function useDailyReport() {
  const [params, setParams] = useSearchParams();
  const today = inKolkata().format('YYYY-MM-DD');
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search string is the identity of the filters
  const filters = useMemo(() => filtersFromParams(params, today), [key, today]);
  const load = useCallback(
    () => loadDailyReport({ from: filters.from, to: filters.to, facility: filters.facility, location: filters.location }),
    [filters.from, filters.to, filters.facility, filters.location],
  );
  const state = useAsync(load);
  const update = useCallback((change: Partial<ListFilters>) => setParams(paramsOfFilters({ ...filters, ...change }, today)), [filters, setParams, today]);
  return { filters, update, state };
}
