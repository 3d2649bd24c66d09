import { createFacility, createTimelineEntry } from 'shared-contracts/testing';
import { checkScan, type ScanContext, scanMessageKind } from './check-scan';

const NOW = Date.parse('2026-05-01T06:00:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

const due = createFacility({ _id: 'fac-due', offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: at(-5) })] });
const later = createFacility({ _id: 'fac-later', offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: at(60) })] });
const inactive = createFacility({ _id: 'fac-closed', active: false, timeline: [createTimelineEntry({ expectedTime: at(-5) })] });

const context = (overrides: Partial<ScanContext> = {}): ScanContext => ({
  facilities: [due, later, inactive],
  isOrganizationFacility: (id) => id === 'fac-other-shift',
  cachedFacilityIds: new Set(),
  permissions: ['reporting-read', 'guyWhoReports-read'],
  now: NOW,
  ...overrides,
});

describe('checkScan', () => {
  it('answers the facility when it is due', () => {
    expect(checkScan('facility=fac-due', context())).toEqual({ ok: true, facility: due });
  });

  it('asks for a scan when there is none', () => {
    expect(checkScan('', context())).toEqual({ ok: false, message: 'noScan' });
    expect(checkScan('   ', context())).toEqual({ ok: false, message: 'noScan' });
    expect(checkScan(null, context())).toEqual({ ok: false, message: 'noScan' });
  });

  it("refuses a code without 'facility=' as no such facility", () => {
    expect(checkScan('WIFI:S:guest;;', context())).toEqual({ ok: false, message: 'noSuchFacility' });
  });

  it('tells an unknown id from a facility of another shift', () => {
    expect(checkScan('facility=fac-nowhere', context())).toEqual({ ok: false, message: 'noSuchFacility' });
    expect(checkScan('facility=fac-other-shift', context())).toEqual({ ok: false, message: 'notInShift' });
  });

  it('refuses an inactive facility even when it is in the list', () => {
    expect(checkScan('facility=fac-closed', context())).toEqual({ ok: false, message: 'noSuchFacility' });
  });

  it('refuses a facility whose report is already cached, before looking at the schedule', () => {
    const outcome = checkScan('facility=fac-due', context({ cachedFacilityIds: new Set(['fac-due']) }));
    expect(outcome).toEqual({ ok: false, message: 'alreadyCached' });
  });

  it('refuses a facility that does not need checkup, unless the user may report any time', () => {
    expect(checkScan('facility=fac-later', context())).toEqual({ ok: false, message: 'notDue' });
    const outcome = checkScan('facility=fac-later', context({ permissions: ['infiniteReporting-read'] }));
    expect(outcome).toEqual({ ok: true, facility: later });
  });

  it('uses the kinds of the error catalogue', () => {
    expect(scanMessageKind).toEqual({ noScan: 'warning', noSuchFacility: 'error', notInShift: 'error', alreadyCached: 'warning', notDue: 'warning' });
  });
});
