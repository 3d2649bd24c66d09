import { facilityIdFromCode, facilityIdFromScan, findActiveFacility } from './scanned-facility';

const facilities = [
  { _id: 'fac-acme-01', active: true },
  { _id: 'fac-acme-02', active: false },
];

describe('facilityIdFromScan', () => {
  it.each([
    ['facility=fac-acme-01', 'fac-acme-01'],
    ['https://app.example/qr?org=acme&facility=fac-acme-01&v=2', 'fac-acme-01'],
    ['facility=fac%2001#top', 'fac 01'],
  ])('reads %s', (text, id) => {
    expect(facilityIdFromScan(text)).toBe(id);
  });

  it.each(['fac-acme-01', 'facility=', 'https://example.com', ''])('finds no facility in %p', (text) => {
    expect(facilityIdFromScan(text)).toBeNull();
  });
});

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
