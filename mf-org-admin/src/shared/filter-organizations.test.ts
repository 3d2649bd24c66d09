import { filterOrganizations } from './filter-organizations';

const orgs = [
  { _id: 'a', name: 'Acme Facilities', city: { name: 'Pune' } },
  { _id: 'b', name: 'Blue River Care', city: { name: 'Bengaluru' } },
  { _id: 'c', name: 'Café Générale', city: null },
];

describe('filterOrganizations', () => {
  it('keeps everything for an empty query', () => {
    expect(filterOrganizations(orgs, '  ')).toHaveLength(3);
  });

  it('matches the name or the city, ignoring case and accents', () => {
    expect(filterOrganizations(orgs, 'river').map((org) => org._id)).toEqual(['b']);
    expect(filterOrganizations(orgs, 'PUNE').map((org) => org._id)).toEqual(['a']);
    expect(filterOrganizations(orgs, 'cafe gen').map((org) => org._id)).toEqual(['c']);
    expect(filterOrganizations(orgs, 'zzz')).toEqual([]);
  });
});
