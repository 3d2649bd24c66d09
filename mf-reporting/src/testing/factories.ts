import { type Facility, type TimelineEntry } from 'shared-contracts';

let seq = 0;

export function createTimelineEntry(overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return { expectedTime: '2026-05-01T03:30:00.000Z', actualTime: null, status: 'todo', ...overrides };
}

export function createFacility(overrides: Partial<Facility> = {}): Facility {
  seq += 1;
  return {
    _id: `facility-${seq}`,
    name: `Facility ${seq}`,
    timeline: [],
    offsetMinutes: 0,
    active: true,
    location: { name: 'Block A' },
    facilityType: { name: 'Toilet' },
    ...overrides,
  };
}
