/**
 * GET /facilities/v2/facilitiesToReport: the facilities of the caller's mappings in the active
 * shift, each with its timeline (rules/timeline.ts), sorted overdue first, then by name.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Facility, ShiftMapping } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, facilityTypes, locations } from '../db/schema';
import { rules } from '../contracts';
import type { ShiftWithStatus } from './user-shifts';

/** The caller's mappings as reporter (temporary ones included); the interval per facility. */
export function facilityIntervals(shift: ShiftWithStatus, userId: string): Map<string, number> {
  const intervals = new Map<string, number>();
  const mine = (mapping: ShiftMapping) => mapping.reporter === userId;
  for (const mapping of [...shift.temporaryMappings.filter(mine), ...shift.mappings.filter(mine)]) {
    for (const facilityId of mapping.facilities) {
      if (!intervals.has(facilityId)) intervals.set(facilityId, mapping.interval);
    }
  }
  return intervals;
}

/** A timestamp as epoch milliseconds, truncated as the driver truncates a timestamptz to a Date. */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** Sorts names as String#localeCompare does, without building a collator per comparison. */
const byName = new Intl.Collator().compare;

export async function facilitiesToReport(db: Db, organizationId: string, shift: ShiftWithStatus, userId: string, now: Date): Promise<Facility[]> {
  const intervals = facilityIntervals(shift, userId);
  const ids = [...intervals.keys()];
  if (ids.length === 0) return [];

  // One statement for the whole list: per facility one index probe (reports_org_facility_created)
  // for its last check and one index range for the reports of the shift's windows (a window opens
  // offsetMinutes early, so a facility's range starts that much before the shift).
  const rows = await db
    .select({
      facility: facilities,
      locationName: locations.name,
      facilityTypeName: facilityTypes.name,
      lastChecked: sql<
        number | string | null
      >`(SELECT ${epochMs(sql`max(r.created_at)`)} FROM reports r WHERE r.organization_id = ${organizationId} AND r.facility_id = ${facilities.id})`,
      reportTimes: sql<(number | string)[] | null>`(SELECT json_agg(${epochMs(sql`r.created_at`)}) FROM reports r
        WHERE r.organization_id = ${organizationId} AND r.facility_id = ${facilities.id}
          AND r.created_at >= ${shift.expectedInTime.toISOString()}::timestamptz - make_interval(mins => ${facilities.offsetMinutes})
          AND r.created_at <= ${shift.expectedOutTime.toISOString()}::timestamptz)`,
    })
    .from(facilities)
    .leftJoin(locations, eq(locations.id, facilities.locationId))
    .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, ids)));

  const answer = rows.map(({ facility, locationName, facilityTypeName, lastChecked: lastCheckedAt, reportTimes }) => {
    const interval = intervals.get(facility.id) ?? 1;
    const timeline = rules.buildTimeline({
      expectedIn: shift.expectedInTime,
      expectedOut: shift.expectedOutTime,
      intervalHours: interval,
      offsetMinutes: facility.offsetMinutes,
      reportTimes: (reportTimes ?? []).map((time) => new Date(Number(time))),
      now,
    });
    const lastChecked = lastCheckedAt === null ? null : new Date(Number(lastCheckedAt));
    const view: Facility = {
      _id: facility.id,
      name: facility.name,
      timeline,
      miniTimeline: rules.miniTimeline(timeline),
      lastChecked: lastChecked ? lastChecked.toISOString() : null,
      checkStatus: rules.facilityCheckStatus(lastChecked?.getTime() ?? null, interval, now.getTime()),
      offsetMinutes: facility.offsetMinutes,
      location: locationName !== null && facility.locationId ? { _id: facility.locationId, name: locationName } : null,
      facilityType: facilityTypeName !== null && facility.facilityTypeId ? { _id: facility.facilityTypeId, name: facilityTypeName } : null,
      active: facility.active,
      reportingType: facility.reportingType,
      interval,
      shiftId: shift.id,
      extraParams: facility.fmsTicketId ? { fmsTicketId: facility.fmsTicketId } : null,
      qrCode: `facility=${facility.id}`,
    };
    return { view, overdue: rules.isOverdue(timeline, now) };
  });
  answer.sort((a, b) => Number(b.overdue) - Number(a.overdue) || byName(a.view.name, b.view.name));
  return answer.map((entry) => entry.view);
}
