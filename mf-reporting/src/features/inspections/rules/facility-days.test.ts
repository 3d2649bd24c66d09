import { facilityDays } from './facility-days';

const days = [
  { date: '2024-04-29', expectedCount: 0, actualCount: 0 },
  { date: '2024-04-30', expectedCount: 8, actualCount: 3 },
  { date: '2024-05-01', expectedCount: 4, actualCount: 5 },
];

describe('facilityDays', () => {
  it('lists the days with a check expected or made, newest first, with missed checks and compliance', () => {
    expect(facilityDays({ expected: [0, 4, 2], actual: [0, 1, 3] }, days)).toEqual([
      { date: '2024-05-01', expectedCount: 2, actualCount: 3, missedCount: 0, compliance: 100 },
      { date: '2024-04-30', expectedCount: 4, actualCount: 1, missedCount: 3, compliance: 25 },
    ]);
  });

  it('says nothing was expected rather than dividing by zero', () => {
    expect(facilityDays({ expected: [0, 0, 0], actual: [0, 2, 0] }, days)).toEqual([
      { date: '2024-04-30', expectedCount: 0, actualCount: 2, missedCount: 0, compliance: null },
    ]);
  });
});
