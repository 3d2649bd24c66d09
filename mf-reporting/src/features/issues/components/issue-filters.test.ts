import { activeFilterCount, filterValuesOf } from './issue-filters';

describe('issue filters in the URL', () => {
  it('reads every filter from the search params and leaves the rest', () => {
    const params = new URLSearchParams('status=assigned&urgency=high&facility=fac-1&team=tea-1&sort=newest&from=a&to=b&q=mirror&page=2');
    expect(filterValuesOf(params)).toEqual({ status: 'assigned', urgency: 'high', facility: 'fac-1', team: 'tea-1', sort: 'newest', from: 'a', to: 'b' });
  });

  it.each([
    ['', 0],
    ['sort=newest', 0],
    ['urgency=high', 1],
    ['urgency=high&facility=fac-1&team=tea-1&status=raised', 4],
    ['from=2026-01-01', 1],
    ['from=2026-01-01&to=2026-01-31&urgency=low', 2],
  ])('counts %s as %i filters (sort does not narrow; the dates are one)', (search, count) => {
    expect(activeFilterCount(filterValuesOf(new URLSearchParams(search)))).toBe(count);
  });
});
