/**
 * The inspections list's filters live in the URL's search params (a view can be shared and
 * survives reload). Dates there are 'YYYY-MM-DD' Kolkata days, as the api takes them; the page
 * shows them as 'YYYY/MM/DD' (spec 001 §9). The default range is the last 30 days.
 */
import type { InspectionListQuery, InspectionSort } from 'shared-contracts';

export const DEFAULT_DAYS = 30;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const SORTS: readonly InspectionSort[] = ['createdAt', 'facility', 'reporter', 'issues', 'type'];

export interface ListFilters {
  from: string;
  to: string;
  facility?: string;
  location?: string;
  reporter?: string;
  type?: string;
  withIssues: boolean;
  page: number;
  limit: number;
  sort: InspectionSort;
  order: 'asc' | 'desc';
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `today` is the Kolkata day 'YYYY-MM-DD'. */
export function defaultRange(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

export function filtersFromParams(params: URLSearchParams, today: string): ListFilters {
  const range = defaultRange(today);
  const day = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && DAY_PATTERN.test(value) ? value : fallback;
  };
  const text = (key: string) => params.get(key) || undefined;
  const sort = params.get('sort');
  const limit = positive(params.get('limit'), 20, 100);
  return {
    from: day('from', range.from),
    to: day('to', range.to),
    facility: text('facility'),
    location: text('location'),
    reporter: text('reporter'),
    type: text('type'),
    withIssues: params.get('withIssues') === 'true',
    page: positive(params.get('page'), 1, 100_000),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
    sort: SORTS.includes(sort as InspectionSort) ? (sort as InspectionSort) : 'createdAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsOfFilters(filters: ListFilters, today: string): URLSearchParams {
  const range = defaultRange(today);
  const params = new URLSearchParams();
  if (filters.from !== range.from) params.set('from', filters.from);
  if (filters.to !== range.to) params.set('to', filters.to);
  for (const key of ['facility', 'location', 'reporter', 'type'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.withIssues) params.set('withIssues', 'true');
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.limit !== 20) params.set('limit', String(filters.limit));
  if (filters.sort !== 'createdAt') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  return params;
}

/** What the api takes: withIssues only when asked for. */
export function queryOfFilters(filters: ListFilters): InspectionListQuery {
  return { ...filters, withIssues: filters.withIssues ? true : undefined } as InspectionListQuery;
}
