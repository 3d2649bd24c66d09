import { createFacility, createTimelineEntry } from 'shared-contracts/testing';
import { isDue } from './due-check';

const NOW = Date.parse('2026-05-01T06:00:00.000Z'); // 11:30 AM in Asia/Kolkata
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

describe('isDue', () => {
  it('is due when an open entry is expected within the offset', () => {
    const facility = createFacility({ offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: at(10) })] });
    expect(isDue(facility, NOW, [])).toBe(true);
  });

  it('counts an entry expected exactly at now plus the offset', () => {
    const facility = createFacility({ offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: at(15) })] });
    expect(isDue(facility, NOW, [])).toBe(true);
  });

  it('is not due when the next open entry is further ahead than the offset', () => {
    const facility = createFacility({ offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: at(16) })] });
    expect(isDue(facility, NOW, [])).toBe(false);
  });

  it('ignores entries already done', () => {
    const facility = createFacility({
      offsetMinutes: 15,
      timeline: [createTimelineEntry({ expectedTime: at(-120), status: 'done', actualTime: at(-110) }), createTimelineEntry({ expectedTime: at(120) })],
    });
    expect(isDue(facility, NOW, [])).toBe(false);
  });

  it('treats a missed (N/A) window as not done', () => {
    const facility = createFacility({ timeline: [createTimelineEntry({ expectedTime: at(-120), status: 'N/A' })] });
    expect(isDue(facility, NOW, [])).toBe(true);
  });

  it('is not due with an empty timeline', () => {
    expect(isDue(createFacility({ timeline: [] }), NOW, [])).toBe(false);
  });

  it('lets infiniteReporting-read inspect regardless of schedule', () => {
    const facility = createFacility({ timeline: [createTimelineEntry({ expectedTime: at(-60), status: 'done' })] });
    expect(isDue(facility, NOW, ['reporting-read'])).toBe(false);
    expect(isDue(facility, NOW, ['reporting-read', 'infiniteReporting-read'])).toBe(true);
  });
});
