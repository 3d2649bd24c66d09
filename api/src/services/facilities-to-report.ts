/**
 * GET /facilities/v2/facilitiesToReport: the facilities of the caller's mappings in the active
 * shift, each with its timeline (rules/timeline.ts), sorted overdue first, then by name.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Facility, ShiftMapping } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, facilityTypes, locations, reports } from '../db/schema';
import { rules } from '../contracts';
import type { ShiftWithStatus } from './user-shifts';

const MINUTE = 60_000;

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

export async function facilitiesToReport(db: Db, organizationId: string, shift: ShiftWithStatus, userId: string, now: Date): Promise<Facility[]> {
  const intervals = facilityIntervals(shift, userId);
  const ids = [...intervals.keys()];
  if (ids.length === 0) return [];

  const rows = await db
    .select({
      facility: facilities,
      locationName: locations.name,
      facilityTypeName: facilityTypes.name,
      // One index probe per facility (reports_org_facility_created), not a scan of all its history.
      lastChecked: sql<
        string | Date | null
      >`(SELECT max(r.created_at) FROM reports r WHERE r.organization_id = ${organizationId} AND r.facility_id = ${facilities.id})`,
    })
    .from(facilities)
    .leftJoin(locations, eq(locations.id, facilities.locationId))
    .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, ids)));

  const maxOffset = Math.max(0, ...rows.map((row) => row.facility.offsetMinutes));
  const shiftReports = await db
    .select({ facilityId: reports.facilityId, createdAt: reports.createdAt })
    .from(reports)
    .where(
      and(
        eq(reports.organizationId, organizationId),
        inArray(reports.facilityId, ids),
        gte(reports.createdAt, new Date(shift.expectedInTime.getTime() - maxOffset * MINUTE)),
        lte(reports.createdAt, shift.expectedOutTime),
      ),
    );
  const reportTimesOf = new Map<string, Date[]>();
  for (const report of shiftReports) reportTimesOf.set(report.facilityId, [...(reportTimesOf.get(report.facilityId) ?? []), report.createdAt]);

  const answer = rows.map(({ facility, locationName, facilityTypeName, lastChecked: lastCheckedAt }) => {
    const interval = intervals.get(facility.id) ?? 1;
    const timeline = rules.buildTimeline({
      expectedIn: shift.expectedInTime,
      expectedOut: shift.expectedOutTime,
      intervalHours: interval,
      offsetMinutes: facility.offsetMinutes,
      reportTimes: reportTimesOf.get(facility.id) ?? [],
      now,
    });
    const lastChecked = lastCheckedAt ? new Date(lastCheckedAt) : null;
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
  answer.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.view.name.localeCompare(b.view.name));
  return answer.map((entry) => entry.view);
}
