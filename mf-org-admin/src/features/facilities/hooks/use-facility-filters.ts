/** The list's filters and page live in the URL's search params: a view can be shared and survives reload. */
import { useMemo } from 'react';
import { type FacilityAdminQuery, type FacilityKind } from 'shared-contracts';
import { useUrlFilters } from '../../../shared/use-url-filters';

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
  const { values, page, setFilter, setPage, clear, filtered } = useUrlFilters(FILTER_KEYS);
  const query = useMemo(() => ({ ...values, kind, page, pageSize: PAGE_SIZE }) as FacilityAdminQuery, [values, kind, page]);
  return { query, values, setFilter, setPage, clear, filtered };
}
