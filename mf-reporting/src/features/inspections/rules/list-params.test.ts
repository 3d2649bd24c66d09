import { defaultRange, filtersFromParams, paramsOfFilters, queryOfFilters } from './list-params';

const today = '2024-05-01';

describe('inspection list filters in the URL', () => {
  it('defaults to the last 30 days, page 1 of 20, newest first', () => {
    expect(filtersFromParams(new URLSearchParams(), today)).toEqual({
      from: '2024-04-02',
      to: '2024-05-01',
      facility: undefined,
      location: undefined,
      reporter: undefined,
      type: undefined,
      withIssues: false,
      page: 1,
      limit: 20,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(defaultRange(today)).toEqual({ from: '2024-04-02', to: '2024-05-01' });
  });

  it('reads filters back from what it wrote, and writes nothing for the defaults', () => {
    const filters = {
      ...filtersFromParams(new URLSearchParams(), today),
      facility: 'fac-1',
      withIssues: true,
      page: 3,
      sort: 'facility' as const,
      order: 'asc' as const,
    };
    const params = paramsOfFilters(filters, today);
    expect(params.toString()).toBe('facility=fac-1&withIssues=true&page=3&sort=facility&order=asc');
    expect(filtersFromParams(params, today)).toEqual(filters);
    expect(paramsOfFilters(filtersFromParams(new URLSearchParams(), today), today).toString()).toBe('');
  });

  it('ignores nonsense in the URL', () => {
    const filters = filtersFromParams(new URLSearchParams('from=yesterday&page=-2&limit=7&sort=drop&order=sideways'), today);
    expect(filters).toMatchObject({ from: '2024-04-02', page: 1, limit: 20, sort: 'createdAt', order: 'desc' });
  });

  it('asks the api for withIssues only when the box is ticked', () => {
    expect(queryOfFilters(filtersFromParams(new URLSearchParams(), today)).withIssues).toBeUndefined();
    expect(queryOfFilters(filtersFromParams(new URLSearchParams('withIssues=true'), today)).withIssues).toBe(true);
  });
});
