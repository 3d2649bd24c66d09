/**
 * CSV import and export of facilities (issue 19). The import checks every row against the
 * organisation's types, locations and names first and writes nothing unless every row is good, so
 * the preview the admin sees is exactly what a commit would do.
 */
import { and, eq } from 'drizzle-orm';
import { safeParse } from 'zod';
import type { FacilityAdminRow, FacilityKind, ImportRow } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, facilityTypes, locations } from '../db/schema';
import { badRequest } from '../http/errors';
import { schemas } from '../contracts';

const { FACILITY_CSV_COLUMNS, FEEDBACK_REQUEST_NEEDS_TICKET, MAX_IMPORT_ROWS, MAX_NAME_LENGTH, isSingleLine, reportingTypeSchema } = schemas;

/** RFC 4180 fields: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const quote = (value: string) => (/[",\r\n]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);

/** The export: the import's columns (so a file can be edited and imported again) plus id, active and last check. */
export function toCsv(rows: readonly FacilityAdminRow[]): string {
  const header = ['id', ...FACILITY_CSV_COLUMNS, 'active', 'lastChecked', 'qrCode'];
  const lines = rows.map((row) =>
    [
      row._id,
      row.name,
      row.facilityType?.name ?? '',
      row.location?.name ?? '',
      row.reportingType,
      row.fmsTicketId ?? '',
      String(row.active),
      row.lastChecked ?? '',
      row.qrCode,
    ]
      .map(quote)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export interface CheckedImport {
  rows: ImportRow[];
  invalid: number;
  /** The good rows resolved to ids, to write when there are no errors. */
  values: { name: string; facilityTypeId: string | null; locationId: string | null; reportingType: string; fmsTicketId: string | null }[];
}

const REPORTING_TYPES = reportingTypeSchema.options.join(', ');

/** Every row of `csv` with its errors (400 when the file itself is unusable). */
export async function checkImport(db: Db, organizationId: string, kind: FacilityKind, csv: string): Promise<CheckedImport> {
  const [header, ...body] = parseCsv(csv).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (!header) throw badRequest('The file is empty: the first line must name the columns (name, facilityType, location, reportingType, fmsTicketId).');
  const columns = header.map((cell) => cell.trim().toLowerCase());
  if (!columns.includes('name')) throw badRequest('The first line must name the columns; a "name" column is required.');
  if (body.length === 0) throw badRequest('The file has no rows under its header.');
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows per file.`);
  const cell = (cells: string[], name: string) => (cells[columns.indexOf(name.toLowerCase())] ?? '').trim();

  const types = await db.select().from(facilityTypes).where(eq(facilityTypes.organizationId, organizationId));
  const places = await db.select().from(locations).where(eq(locations.organizationId, organizationId));
  const existing = await db
    .select({ name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.organizationId, organizationId), eq(facilities.kind, kind)));
  const byName = <T extends { id: string; name: string }>(list: T[], key: string) =>
    list.find((item) => item.id === key) ?? list.find((item) => item.name.toLowerCase() === key.toLowerCase());
  const taken = new Set(existing.map((row) => row.name.toLowerCase()));
  const seen = new Map<string, number>();

  const rows: ImportRow[] = [];
  const values: CheckedImport['values'] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    const row = {
      line,
      name: cell(cells, 'name'),
      facilityType: cell(cells, 'facilityType'),
      location: cell(cells, 'location'),
      reportingType: cell(cells, 'reportingType') || 'scheduled',
      fmsTicketId: cell(cells, 'fmsTicketId'),
    };
    const errors: string[] = [];
    if (!row.name) errors.push('Name is missing.');
    else if (row.name.length > MAX_NAME_LENGTH || !isSingleLine(row.name)) errors.push(`Name must be one line of at most ${MAX_NAME_LENGTH} characters.`);
    else if (taken.has(row.name.toLowerCase())) errors.push(`"${row.name}" already exists.`);
    else if (seen.has(row.name.toLowerCase())) errors.push(`"${row.name}" is also on line ${seen.get(row.name.toLowerCase())}.`);
    if (row.name) seen.set(row.name.toLowerCase(), seen.get(row.name.toLowerCase()) ?? line);
    const type = row.facilityType ? byName(types, row.facilityType) : undefined;
    if (row.facilityType && !type) errors.push(`No facility type "${row.facilityType}".`);
    const place = row.location ? byName(places, row.location) : undefined;
    if (row.location && !place) errors.push(`No location "${row.location}".`);
    const reportingType = safeParse(reportingTypeSchema, row.reportingType);
    if (!reportingType.success) errors.push(`Reporting type must be one of ${REPORTING_TYPES}.`);
    if (row.reportingType === 'feedback-request' && !row.fmsTicketId) errors.push(FEEDBACK_REQUEST_NEEDS_TICKET);
    if (row.fmsTicketId.length > MAX_NAME_LENGTH || (row.fmsTicketId && !isSingleLine(row.fmsTicketId))) errors.push('The ticket id is not valid.');
    rows.push({ ...row, errors });
    if (errors.length === 0) {
      values.push({
        name: row.name,
        facilityTypeId: type?.id ?? null,
        locationId: place?.id ?? null,
        reportingType: row.reportingType,
        fmsTicketId: row.fmsTicketId || null,
      });
    }
  });
  return { rows, invalid: rows.filter((row) => row.errors.length > 0).length, values };
}
