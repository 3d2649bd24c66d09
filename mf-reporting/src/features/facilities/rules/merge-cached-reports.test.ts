import { createFacility, createTimelineEntry } from 'shared-contracts/testing';
import { mergeCachedReports } from './merge-cached-reports';

const at = (time: string) => Date.parse(`2026-05-01T${time}:00.000Z`);
const facility = createFacility({
  _id: 'fac-1',
  timeline: [
    createTimelineEntry({ expectedTime: '2026-05-01T03:30:00.000Z', status: 'done', actualTime: '2026-05-01T03:35:00.000Z' }),
    createTimelineEntry({ expectedTime: '2026-05-01T05:30:00.000Z', status: 'todo' }),
    createTimelineEntry({ expectedTime: '2026-05-01T07:30:00.000Z', status: 'todo' }),
  ],
});

describe('mergeCachedReports', () => {
  it('marks the next entry done, in cache, at the time the report was made', () => {
    const [merged] = mergeCachedReports([facility], [{ facilityId: 'fac-1', madeAt: at('05:40') }], at('05:00'));
    expect(merged?.timeline.map((e) => [e.status, e.inCache ?? false, e.actualTime])).toEqual([
      ['done', false, '2026-05-01T03:35:00.000Z'],
      ['done', true, '2026-05-01T05:40:00.000Z'],
      ['todo', false, null],
    ]);
    expect(facility.timeline[1]?.status).toBe('todo');
  });

  it('ignores reports made more than 8 hours from the list’s timestamp, and other facilities’', () => {
    const merged = mergeCachedReports(
      [facility],
      [
        { facilityId: 'fac-1', madeAt: at('05:40') - 9 * 3600_000 },
        { facilityId: 'fac-2', madeAt: at('05:40') },
      ],
      at('05:40'),
    );
    expect(merged[0]?.timeline.filter((e) => e.inCache)).toEqual([]);
  });

  it('marks one entry per cached report', () => {
    const [merged] = mergeCachedReports(
      [facility],
      [
        { facilityId: 'fac-1', madeAt: at('06:00') },
        { facilityId: 'fac-1', madeAt: at('05:50') },
      ],
      at('06:00'),
    );
    expect(merged?.timeline.map((e) => e.actualTime)).toEqual(['2026-05-01T03:35:00.000Z', '2026-05-01T05:50:00.000Z', '2026-05-01T06:00:00.000Z']);
  });
});
