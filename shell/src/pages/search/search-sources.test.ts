import { type FacilitySummary, type User } from 'shared-contracts';
import { normalise, searchAll } from './search-sources';

const facility = (id: string, name: string, location?: string): FacilitySummary => ({
  _id: id,
  name,
  active: true,
  location: location ? { _id: `loc-${id}`, name: location } : null,
});
const person = (id: string, name: string, email: string): User => ({
  _id: id,
  id,
  name,
  email,
  userType: 'regular',
  permissions: [],
  isSwitchable: false,
  userGroupNames: ['reporter-internal'],
  assignedRoles: [],
  systemRoles: [],
});
const data = {
  facilities: [facility('f1', 'Washroom Block A', 'Tower 1'), facility('f2', 'Café kitchen', 'Ground floor')],
  people: [person('u1', 'Asha Verma', 'asha@acme.test')],
  cachedAt: null,
};
const pages = [{ id: 'shifts', path: '/shifts', label: 'Shifts' }];

describe('searchAll', () => {
  it('finds nothing for an empty query', () => {
    expect(searchAll('  ', pages, data, [])).toEqual([]);
  });

  it('matches every word across name and location, without accents or case', () => {
    expect(searchAll('tower washroom', pages, data, []).map((hit) => hit.id)).toEqual(['f1']);
    expect(searchAll('CAFE', pages, data, []).map((hit) => hit.id)).toEqual(['f2']);
    expect(normalise('Café')).toBe('cafe');
  });

  it('links a facility to its inspections for a user who may read them, else to the facility list, else nowhere', () => {
    const inspector = ['inspectionMenuView-read', 'quickPreviewMenuView-read'];
    expect(searchAll('washroom', pages, data, inspector)[0]?.to).toBe('/inspections?facility=f1');
    expect(searchAll('washroom', pages, data, ['facility-read'])[0]?.to).toBe('/facilities?search=Washroom%20Block%20A');
    expect(searchAll('washroom', pages, data, [])[0]?.to).toBeUndefined();
  });

  it('matches the starts of words only', () => {
    expect(
      searchAll('tower a', pages, { ...data, facilities: [facility('p', 'Tower B Pantry 1'), facility('a', 'Tower A Lobby')] }, []).map((hit) => hit.id),
    ).toEqual(['a']);
  });

  it('lists pages, then facilities, then people, and mails people', () => {
    const hits = searchAll(
      'wash',
      [{ id: 'guide', path: '/help', label: 'Washroom guide' }],
      { ...data, people: [person('u2', 'Tara', 'wash.team@acme.test')] },
      [],
    );
    expect(hits.map((hit) => hit.kind)).toEqual(['page', 'facility', 'person']);
    expect(hits[2]?.href).toBe('mailto:wash.team@acme.test');
  });

  it('caps each kind', () => {
    const many = { ...data, facilities: Array.from({ length: 30 }, (_, i) => facility(`x${i}`, `Room ${i}`)) };
    expect(searchAll('room', pages, many, [], 5)).toHaveLength(5);
  });
});
