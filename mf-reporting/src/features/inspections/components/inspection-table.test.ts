import { type InspectionRow, formatDateTime } from 'shared-contracts';
import { whenOf } from './inspection-table';

const row = (date: string, time: string): InspectionRow => ({
  _id: 'rep-1',
  facility: 'fac-1',
  facilityName: 'Pantry',
  location: null,
  locationName: null,
  reporter: null,
  reporterName: null,
  shift: null,
  shiftName: null,
  reportingType: 'inspection',
  date,
  time,
  createdAt: '2026-11-27T04:30:00.000Z',
  issuesCount: 0,
});

describe('whenOf', () => {
  it("shows the date and time the reporter's device said", () => {
    expect(whenOf(row('27 Nov 2026', '10:00 AM'))).toBe('27 Nov 2026 10:00 AM');
  });

  it('falls back to the server time of the report, so the link to it is never empty', () => {
    expect(whenOf(row('', ' '))).toBe(formatDateTime('2026-11-27T04:30:00.000Z'));
    expect(whenOf(row('', ''))).not.toBe('');
  });
});
