import { miniTimelineIndexes } from './timeline';

describe('miniTimelineIndexes', () => {
  it('shows every entry up to 5', () => {
    expect(miniTimelineIndexes(5, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(miniTimelineIndexes(0, undefined)).toEqual([]);
  });

  it('shows the first, the entries around the next inspection and the last', () => {
    expect(miniTimelineIndexes(12, 6)).toEqual([0, 5, 6, 7, 11]);
  });

  it('keeps 5 entries when the next inspection is near either end', () => {
    expect(miniTimelineIndexes(12, 0)).toEqual([0, 1, 2, 3, 11]);
    expect(miniTimelineIndexes(12, 11)).toEqual([0, 8, 9, 10, 11]);
    expect(miniTimelineIndexes(8, 1)).toEqual([0, 1, 2, 3, 7]);
  });

  it('centres on the end of the shift when every inspection is done', () => {
    expect(miniTimelineIndexes(9, undefined)).toEqual([0, 5, 6, 7, 8]);
  });
});
