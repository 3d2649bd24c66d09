/**
 * A list's filters and page kept in the URL's search params, so a view can be shared and survives a
 * reload. Setting a filter goes back to page 1; clearing keeps only the params named in `keep` (a tab).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlFilters<K extends string> {
  values: Partial<Record<K, string>>;
  page: number;
  /** Sets (or, with undefined, removes) one filter and goes back to page 1. */
  setFilter: (key: K, value: string | undefined) => void;
  setPage: (page: number) => void;
  clear: () => void;
  filtered: boolean;
}

export function useUrlFilters<K extends string>(keys: readonly K[], keep: readonly string[] = []): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : []))) as Partial<Record<K, string>>,
    [keys, params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setFilter = useCallback(
    (key: K, value: string | undefined) =>
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
          for (const name of keep) {
            const value = previous.get(name);
            if (value) next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, keep],
  );
  return { values, page, setFilter, setPage, clear, filtered: Object.keys(values).length > 0 };
}
