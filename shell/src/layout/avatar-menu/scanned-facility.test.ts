import { facilityIdFromCode, findActiveFacility } from './scanned-facility';

const facilities = [
  { _id: 'fac-acme-01', active: true },
  { _id: 'fac-acme-02', active: false },
];

describe('scanned facility', () => {
  it('reads the id from the printed code, a link, or a bare id', () => {
    expect(facilityIdFromCode('facility=fac-acme-01')).toBe('fac-acme-01');
    expect(facilityIdFromCode('https://app.example/scan?x=1&facility=fac-acme-01')).toBe('fac-acme-01');
    expect(facilityIdFromCode(' fac-acme-01 ')).toBe('fac-acme-01');
    expect(facilityIdFromCode('not a facility code!')).toBeNull();
    expect(facilityIdFromCode('')).toBeNull();
  });

  it('matches only an active facility', () => {
    expect(findActiveFacility('facility=fac-acme-01', facilities)?._id).toBe('fac-acme-01');
    expect(findActiveFacility('facility=fac-acme-02', facilities)).toBeNull();
    expect(findActiveFacility('facility=fac-acme-99', facilities)).toBeNull();
  });
});
