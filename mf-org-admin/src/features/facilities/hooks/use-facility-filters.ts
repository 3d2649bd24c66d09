/** The list's filters and page live in the URL's search params: a view can be shared and survives reload. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FacilityAdminQuery, type FacilityKind } from 'shared-contracts';

export const FILTER_KEYS = ['q', 'type', 'location', 'active', 'reportingType', 'checked', 'due'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const PAGE_SIZE = 20;

export interface FacilityFilters {
  query: FacilityAdminQuery;
  values: Partial<Record<FilterKey, string>>;
  /** Sets (or, with undefined, removes) one filter and goes back to page 1. */
  setFilter: (key: FilterKey, value: string | undefined) => void;
  setPage: (page: number) => void;
  clear: () => void;
  filtered: boolean;
}

export function useFacilityFilters(kind: FacilityKind): FacilityFilters {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : []))), [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useMemo(() => ({ ...values, kind, page, pageSize: PAGE_SIZE }) as FacilityAdminQuery, [values, kind, page]);
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((previous) => {
        const copy = new URLSearchParams(previous);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { query, values, setFilter, setPage, clear, filtered: Object.keys(values).length > 0 };
}
