/** The detailed report's cross-table: one row per facility, one column per day, cells "actual / expected". */
import type { DailyReportAnswer } from 'shared-contracts';

export interface CrossRow {
  facility: string;
  facilityName: string;
  cells: Record<string, { actual: number; expected: number }>;
  actual: number;
  expected: number;
}

export function crossTable(answer: Pick<DailyReportAnswer, 'facilities' | 'days'>): { days: string[]; rows: CrossRow[] } {
  const days = answer.days.map((day) => day.date);
  const rows = answer.facilities.map((facility): CrossRow => {
    const cells: CrossRow['cells'] = {};
    days.forEach((date, d) => {
      const expected = facility.expected[d] ?? 0;
      const actual = facility.actual[d] ?? 0;
      if (expected > 0 || actual > 0) cells[date] = { actual, expected };
    });
    return { facility: facility.facility, facilityName: facility.facilityName, cells, actual: facility.actualCount, expected: facility.expectedCount };
  });
  // The server answers them by name already; sorted again so the table does not depend on it.
  rows.sort((a, b) => a.facilityName.localeCompare(b.facilityName) || a.facility.localeCompare(b.facility));
  return { days, rows };
}

const cell = (text: string) => `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;

/** The cross-table as CSV: Facility, then "actual/expected" per day, then the totals. */
export function crossTableCsv(table: { days: string[]; rows: CrossRow[] }): string {
  const header = ['Facility', ...table.days, 'Actual', 'Expected'].map(cell).join(',');
  const lines = table.rows.map((row) =>
    [
      row.facilityName,
      ...table.days.map((day) => (row.cells[day] ? `${row.cells[day].actual}/${row.cells[day].expected}` : '')),
      String(row.actual),
      String(row.expected),
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}
