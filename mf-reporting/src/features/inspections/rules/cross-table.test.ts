import { crossTable, crossTableCsv } from './cross-table';

const answer = {
  days: [
    { date: '2024-04-30', actualCount: 3, expectedCount: 8 },
    { date: '2024-05-01', actualCount: 4, expectedCount: 4 },
  ],
  facilities: [
    { facility: 'f2', facilityName: 'Lobby', expected: [4, 4], actual: [2, 4], expectedCount: 8, actualCount: 6, missedCount: 2, compliance: 75 },
    { facility: 'f1', facilityName: '=Atrium', expected: [4, 0], actual: [1, 0], expectedCount: 4, actualCount: 1, missedCount: 3, compliance: 25 },
  ],
};

describe('crossTable', () => {
  it('puts one facility per row and one day per column, with totals', () => {
    const table = crossTable(answer);
    expect(table.days).toEqual(['2024-04-30', '2024-05-01']);
    expect(table.rows.map((row) => [row.facilityName, row.actual, row.expected])).toEqual([
      ['=Atrium', 1, 4],
      ['Lobby', 6, 8],
    ]);
    expect(table.rows[1]?.cells['2024-05-01']).toEqual({ actual: 4, expected: 4 });
  });

  it('exports it as CSV that no spreadsheet takes for a formula', () => {
    const lines = crossTableCsv(crossTable(answer))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['"Facility","2024-04-30","2024-05-01","Actual","Expected"', `"'=Atrium","1/4","","1","4"`, '"Lobby","2/4","4/4","6","8"']);
  });
});
