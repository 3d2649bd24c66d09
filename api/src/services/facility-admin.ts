/**
 * Reads and writes behind the admin facility and asset pages (routes/admin-facilities.ts): the
 * paged list with its filters in SQL, one record with its recent reports and open issues, and the
 * save that keeps a facility's checklist in step with the chosen template.
 */
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FacilityAdminDetail, FacilityAdminRow, FacilityKind, SaveFacilityBody } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { checklistTemplates, checklists, facilities, facilityTypes, issues, locations, reports, users } from '../db/schema';
import { notFound } from '../http/errors';
import { newId } from './ids';
import { requireKnownIds } from './known-ids';

/** Hours after its last check a facility is due again (until facility types carry their own interval). */
export const DEFAULT_REPORTING_INTERVAL_HOURS = 24;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface FacilityFilters {
  kind: FacilityKind;
  q?: string;
  type?: string;
  location?: string;
  active?: 'true' | 'false';
  reportingType?: string;
  due?: 'true' | 'false';
  checked?: 'today' | 'week' | 'never' | 'older';
  page: number;
  pageSize: number;
}

const lastReports = (db: Db, organizationId: string) =>
  db
    .select({ facilityId: reports.facilityId, at: sql<Date | string | null>`max(${reports.createdAt})`.as('at') })
    .from(reports)
    .where(eq(reports.organizationId, organizationId))
    .groupBy(reports.facilityId)
    .as('last_reports');

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
const mode = (value: number | null | undefined): 0 | 1 | 2 => (value === 1 ? 1 : value === 2 ? 2 : 0);
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows of `where` with their last check, location, type and main checklist; `now` decides `due`. */
async function selectRows(
  db: Db,
  organizationId: string,
  now: Date,
  where: (last: ReturnType<typeof lastReports>) => SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const last = lastReports(db, organizationId);
  const base = db
    .select({ facility: facilities, locationName: locations.name, typeName: facilityTypes.name, interval: facilityTypes.reportingIntervalHours, at: last.at })
    .from(facilities)
    .leftJoin(last, eq(last.facilityId, facilities.id))
    .leftJoin(locations, eq(locations.id, facilities.locationId))
    .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .where(and(eq(facilities.organizationId, organizationId), where(last)))
    .orderBy(facilities.name, facilities.id);
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const ids = rows.map((row) => row.facility.id);
  const lists =
    ids.length === 0
      ? []
      : await db
          .select({ id: checklists.id, name: checklists.name, facilityId: checklists.facilityId, inspectionMode: checklists.inspectionMode })
          .from(checklists)
          .where(and(eq(checklists.organizationId, organizationId), eq(checklists.appendix, false), inArray(checklists.facilityId, ids)));
  const checklistOf = new Map(lists.map((list) => [list.facilityId, list]));
  return rows.map(({ facility, locationName, typeName, interval, at }): FacilityAdminRow => {
    const lastChecked = iso(at);
    const list = checklistOf.get(facility.id);
    return {
      _id: facility.id,
      name: facility.name,
      kind: facility.kind === 'asset' ? 'asset' : 'facility',
      active: facility.active,
      reportingType: facility.reportingType,
      inspectionMode: mode(list?.inspectionMode),
      lastChecked,
      due: facility.active && (!lastChecked || now.getTime() - Date.parse(lastChecked) >= (interval ?? DEFAULT_REPORTING_INTERVAL_HOURS) * HOUR),
      location: facility.locationId && locationName !== null ? { _id: facility.locationId, name: locationName } : null,
      facilityType: facility.facilityTypeId && typeName !== null ? { _id: facility.facilityTypeId, name: typeName } : null,
      checklist: list ? { _id: list.id, name: list.name } : null,
      fmsTicketId: facility.fmsTicketId,
      qrCode: `facility=${facility.id}`,
    };
  });
}

/** One page of the organisation's facilities (or assets) that match every filter given. */
export async function listFacilities(db: Db, organizationId: string, filters: FacilityFilters, now: Date) {
  // Due: never checked, or checked longer ago than its type's reporting interval (24 hours without a type).
  const dueBefore = sql`(${now.toISOString()}::timestamptz - make_interval(hours => coalesce(${facilityTypes.reportingIntervalHours}, ${DEFAULT_REPORTING_INTERVAL_HOURS})))`;
  const startOfDay = new Date(now.getTime() - DAY);
  const startOfWeek = new Date(now.getTime() - 7 * DAY);
  const where = (last: ReturnType<typeof lastReports>) =>
    and(
      eq(facilities.kind, filters.kind),
      filters.q ? ilike(facilities.name, `%${likeEscape(filters.q.trim())}%`) : undefined,
      filters.type ? eq(facilities.facilityTypeId, filters.type) : undefined,
      filters.location ? eq(facilities.locationId, filters.location) : undefined,
      filters.active ? eq(facilities.active, filters.active === 'true') : undefined,
      filters.reportingType ? eq(facilities.reportingType, filters.reportingType) : undefined,
      filters.due === 'true' ? and(eq(facilities.active, true), or(isNull(last.at), lt(last.at, dueBefore))) : undefined,
      filters.due === 'false' ? or(eq(facilities.active, false), gte(last.at, dueBefore)) : undefined,
      filters.checked === 'today' ? gte(last.at, startOfDay) : undefined,
      filters.checked === 'week' ? gte(last.at, startOfWeek) : undefined,
      filters.checked === 'never' ? isNull(last.at) : undefined,
      filters.checked === 'older' ? lt(last.at, startOfWeek) : undefined,
    );
  const last = lastReports(db, organizationId);
  const [total] = await db
    .select({ n: count() })
    .from(facilities)
    .leftJoin(last, eq(last.facilityId, facilities.id))
    .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .where(and(eq(facilities.organizationId, organizationId), where(last)));
  const items = await selectRows(db, organizationId, now, where, { limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize });
  return { items, total: total?.n ?? 0, page: filters.page, pageSize: filters.pageSize };
}

/** Every facility (or asset) of the organisation, for the CSV export. */
export const allFacilities = (db: Db, organizationId: string, kind: FacilityKind, now: Date) =>
  selectRows(db, organizationId, now, () => eq(facilities.kind, kind));

export async function loadFacilityRow(db: Db, organizationId: string, facilityId: string, now: Date): Promise<FacilityAdminRow> {
  const [row] = await selectRows(db, organizationId, now, () => eq(facilities.id, facilityId));
  if (!row) throw notFound('No such facility.');
  return row;
}

export async function facilityDetail(db: Db, organizationId: string, facilityId: string, now: Date): Promise<FacilityAdminDetail> {
  const facility = await loadFacilityRow(db, organizationId, facilityId, now);
  const recent = await db
    .select({
      id: reports.id,
      createdAt: reports.createdAt,
      reportingType: reports.reportingType,
      issues: reports.issueDetails,
      first: users.firstName,
      lastName: users.lastName,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.organizationId, organizationId), eq(reports.facilityId, facilityId)))
    .orderBy(desc(reports.createdAt))
    .limit(10);
  const open = await db
    .select()
    .from(issues)
    .where(and(eq(issues.organizationId, organizationId), eq(issues.facilityId, facilityId), eq(issues.statusResolved, false)))
    .orderBy(desc(issues.createdAt))
    .limit(50);
  return {
    facility,
    recentReports: recent.map((row) => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      reportingType: row.reportingType,
      reporter: row.first === null ? null : `${row.first} ${row.lastName ?? ''}`.trim(),
      issues: row.issues.length,
    })),
    openIssues: open.map((row) => ({ _id: row.id, label: row.label, urgencyLevel: row.urgencyLevel, createdAt: row.createdAt.toISOString() })),
  };
}

/** 404 for a type, location or template that is not the organisation's. */
export async function requireFacilityRefs(db: Db, organizationId: string, body: Pick<SaveFacilityBody, 'facilityType' | 'location' | 'checklistTemplate'>) {
  if (body.facilityType) await requireKnownIds(db, organizationId, 'facility type', [body.facilityType]);
  if (body.location) await requireKnownIds(db, organizationId, 'location', [body.location]);
  if (body.checklistTemplate) await requireKnownIds(db, organizationId, 'checklist template', [body.checklistTemplate]);
}

/**
 * Creates (no id) or updates a facility and its main checklist. The checklist gets the template's
 * parameters when one is chosen (or, for a new facility, its type's template); reports already
 * submitted keep their own copy of what was checked, so they never change with it.
 */
export async function saveFacility(db: Db, organizationId: string, body: SaveFacilityBody, facilityId?: string): Promise<string> {
  await requireFacilityRefs(db, organizationId, body);
  const values = {
    name: body.name,
    kind: body.kind,
    facilityTypeId: body.facilityType ?? null,
    locationId: body.location ?? null,
    reportingType: body.reportingType,
    fmsTicketId: body.fmsTicketId || null,
  };
  const id = facilityId ?? newId();
  if (facilityId) {
    const [row] = await db
      .update(facilities)
      .set(values)
      .where(and(eq(facilities.id, facilityId), eq(facilities.organizationId, organizationId)))
      .returning({ id: facilities.id });
    if (!row) throw notFound('No such facility.');
  } else {
    await db.insert(facilities).values({ id, organizationId, ...values });
  }
  const template = await findTemplate(db, organizationId, body.checklistTemplate ?? null, facilityId ? null : (body.facilityType ?? null));
  const [existing] = await db
    .select({ id: checklists.id })
    .from(checklists)
    .where(and(eq(checklists.organizationId, organizationId), eq(checklists.facilityId, id), eq(checklists.appendix, false)));
  if (existing) {
    await db
      .update(checklists)
      .set({ inspectionMode: body.inspectionMode, ...(template ? { parameterIds: template.parameterIds } : {}) })
      .where(eq(checklists.id, existing.id));
  } else {
    await db.insert(checklists).values({
      id: `chk-${id}`,
      organizationId,
      facilityId: id,
      name: `${body.name} checklist`,
      parameterIds: template?.parameterIds ?? [],
      inspectionMode: body.inspectionMode,
    });
  }
  return id;
}

/** The template a facility's checklist is copied from: the chosen one, else its type's default, else one made for its type. */
export async function findTemplate(db: Db, organizationId: string, chosen: string | null, facilityTypeId: string | null) {
  if (!chosen && !facilityTypeId) return undefined;
  // No template chosen: the type's default one, else a template made for the type.
  const [type] =
    !chosen && facilityTypeId
      ? await db.select({ template: facilityTypes.defaultTemplateId }).from(facilityTypes).where(eq(facilityTypes.id, facilityTypeId))
      : [];
  const templateId = chosen ?? type?.template ?? null;
  const [template] = await db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.organizationId, organizationId),
        eq(checklistTemplates.appendix, false),
        templateId ? eq(checklistTemplates.id, templateId) : eq(checklistTemplates.facilityTypeId, facilityTypeId ?? ''),
      ),
    )
    .limit(1);
  return template;
}
