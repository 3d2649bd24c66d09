/** The list's filters (from the URL) and the page of reports they select, for the cards and the table alike. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inKolkata } from 'shared-contracts';
import { useAsync } from 'ui-kit';
import { loadInspections } from '../api/load-inspections';
import { type ListFilters, filtersFromParams, paramsOfFilters, queryOfFilters } from '../rules/list-params';

export function useInspectionList() {
  const [params, setParams] = useSearchParams();
  const today = inKolkata().format('YYYY-MM-DD');
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search string is the identity of the filters
  const filters = useMemo(() => filtersFromParams(params, today), [key, today]);
  const load = useCallback(() => loadInspections(queryOfFilters(filters)), [filters]);
  const state = useAsync(load);
  /** A change of filters goes back to page 1; a change of page keeps the filters. */
  const update = useCallback(
    (change: Partial<ListFilters>) => {
      const next = { ...filters, ...change };
      if (!('page' in change)) next.page = 1;
      setParams(paramsOfFilters(next, today));
    },
    [filters, setParams, today],
  );
  return { filters, update, state };
}
