/** The staff list's search, filters and page live in the URL's search params: a view can be shared and survives reload. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type StaffQuery } from 'shared-contracts';

export const STAFF_FILTER_KEYS = ['q', 'group', 'role', 'team', 'status'] as const;
export type StaffFilterKey = (typeof STAFF_FILTER_KEYS)[number];

export interface StaffFilters {
  query: StaffQuery;
  values: Partial<Record<StaffFilterKey, string>>;
  setFilter: (key: StaffFilterKey, value: string | undefined) => void;
  setPage: (page: number) => void;
  clear: () => void;
  filtered: boolean;
}

export function useStaffFilters(pageSize: number): StaffFilters {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(STAFF_FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : []))), [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useMemo(() => ({ ...values, page, pageSize }) as StaffQuery, [values, page, pageSize]);
  const setFilter = useCallback(
    (key: StaffFilterKey, value: string | undefined) =>
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
  const clear = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams();
          const tab = previous.get('tab');
          if (tab) next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, values, setFilter, setPage, clear, filtered: Object.keys(values).length > 0 };
}
