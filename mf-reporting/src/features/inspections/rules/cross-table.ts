/** The detailed report's cross-table: one row per facility, one column per day, cells "actual / expected". */
import type { DailyReportAnswer } from 'shared-contracts';

export interface CrossRow {
  facility: string;
  facilityName: string;
  cells: Record<string, { actual: number; expected: number }>;
  actual: number;
  expected: number;
}

export function crossTable(answer: Pick<DailyReportAnswer, 'rows' | 'days'>): { days: string[]; rows: CrossRow[] } {
  const byFacility = new Map<string, CrossRow>();
  for (const row of answer.rows) {
    const entry = byFacility.get(row.facility) ?? { facility: row.facility, facilityName: row.facilityName, cells: {}, actual: 0, expected: 0 };
    entry.cells[row.date] = { actual: row.actualCount, expected: row.expectedCount };
    entry.actual += row.actualCount;
    entry.expected += row.expectedCount;
    byFacility.set(row.facility, entry);
  }
  const rows = [...byFacility.values()].sort((a, b) => a.facilityName.localeCompare(b.facilityName) || a.facility.localeCompare(b.facility));
  return { days: answer.days.map((day) => day.date), rows };
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
