/** The staff list's search, filters and page live in the URL's search params: a view can be shared and survives reload. */
import { useMemo } from 'react';
import { type StaffQuery } from 'shared-contracts';
import { useUrlFilters } from '../../../shared/use-url-filters';

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

const KEEP = ['tab'] as const;

export function useStaffFilters(pageSize: number): StaffFilters {
  const { values, page, setFilter, setPage, clear, filtered } = useUrlFilters(STAFF_FILTER_KEYS, KEEP);
  const query = useMemo(() => ({ ...values, page, pageSize }) as StaffQuery, [values, page, pageSize]);
  return { query, values, setFilter, setPage, clear, filtered };
}
