import type { FacilitySummary } from 'shared-contracts';
import { matchFacilities } from './match-facilities';

const facility = (name: string, location: string, type: string, active = true): FacilitySummary => ({
  _id: name.toLowerCase().replace(/\s/g, '-'),
  name,
  active,
  location: { _id: location, name: location },
  facilityType: { _id: type, name: type },
});

const facilities = [
  facility('Toilet B', 'North Wing', 'Toilet'),
  facility('Lift 2', 'Tower 1', 'Lift'),
  facility('Toilet A', 'South Wing', 'Toilet'),
  facility('Old Lift', 'Tower 1', 'Lift', false),
];

describe('matchFacilities', () => {
  it('lists the active facilities by name when there is no query', () => {
    expect(matchFacilities(facilities, '').map((f) => f.name)).toEqual(['Lift 2', 'Toilet A', 'Toilet B']);
  });

  it('needs every word in the name, location or type, in any case', () => {
    expect(matchFacilities(facilities, 'toilet south').map((f) => f.name)).toEqual(['Toilet A']);
    expect(matchFacilities(facilities, 'TOWER').map((f) => f.name)).toEqual(['Lift 2']);
    expect(matchFacilities(facilities, 'nowhere')).toEqual([]);
  });
});
