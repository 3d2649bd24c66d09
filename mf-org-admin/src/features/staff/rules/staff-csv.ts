/** The staff CSV export (staff2): one row per person, quoted where needed, in the columns the table shows. */
import { type StaffRow } from 'shared-contracts';

const HEADER = ['name', 'email', 'phone', 'role', 'groups', 'teams', 'status'] as const;

/** Quotes a cell that has a comma, quote or line break; a leading = + - @ is neutralised so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function staffCsv(rows: readonly StaffRow[]): string {
  const lines = rows.map((row) =>
    [row.name, row.email ?? '', row.phone ?? '', row.role, row.groups.join('; '), row.teams.map((team) => team.name).join('; '), row.status]
      .map(csvCell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
