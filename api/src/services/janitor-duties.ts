/**
 * GET /users/janitor: the shifts in which the caller is the janitor of a mapping (temporary ones
 * included), running now or starting within a day, each with its facilities, whether a check is
 * due (the older facility check-status rule, spec 000 §4) and the open issues there.
 */
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { JanitorDuties, ShiftMapping } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, issues, locations, shifts } from '../db/schema';
import { rules } from '../contracts';
import { mappingHolds } from './user-shifts';

const DAY = 86_400_000;
const CLOSED = ['resolved', 'verified'];
/** Open issues shown per facility (the newest). */
const ISSUES_PER_FACILITY = 5;

export async function janitorDuties(db: Db, organizationId: string, userId: string, now: Date): Promise<JanitorDuties> {
  const rows = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        isNull(shifts.retiredAt),
        gte(shifts.expectedOutTime, now),
        lte(shifts.expectedInTime, new Date(now.getTime() + DAY)),
        mappingHolds({ janitor: userId }),
      ),
    )
    .orderBy(shifts.expectedInTime, shifts.id);
  const mine = (m: ShiftMapping) => m.janitor === userId;
  const perShift = rows.map((row) => {
    const intervals = new Map<string, number>();
    for (const m of [...row.temporaryMappings.filter(mine), ...row.mappings.filter(mine)]) {
      for (const id of m.facilities) if (!intervals.has(id)) intervals.set(id, m.interval);
    }
    return { row, intervals };
  });
  const ids = [...new Set(perShift.flatMap((s) => [...s.intervals.keys()]))];
  if (ids.length === 0) return { shifts: [] };

  const [places, open] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        location: locations.name,
        lastChecked: sql<
          string | Date | null
        >`(SELECT max(r.created_at) FROM reports r WHERE r.organization_id = ${organizationId} AND r.facility_id = ${facilities.id})`,
      })
      .from(facilities)
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, ids))),
    db
      .select({
        id: issues.id,
        facilityId: issues.facilityId,
        label: issues.label,
        urgencyLevel: issues.urgencyLevel,
        status: issues.status,
        createdAt: issues.createdAt,
      })
      .from(issues)
      .where(and(eq(issues.organizationId, organizationId), inArray(issues.facilityId, ids), notInArray(issues.status, CLOSED)))
      .orderBy(desc(issues.createdAt)),
  ]);
  const placeOf = new Map(places.map((p) => [p.id, p]));
  return {
    shifts: perShift.map(({ row, intervals }) => ({
      _id: row.id,
      shiftName: row.shiftName,
      expectedInTime: row.expectedInTime.toISOString(),
      expectedOutTime: row.expectedOutTime.toISOString(),
      facilities: [...intervals.entries()]
        .flatMap(([id, interval]) => {
          const place = placeOf.get(id);
          if (!place) return [];
          const last = place.lastChecked ? new Date(place.lastChecked) : null;
          return [
            {
              _id: id,
              name: place.name,
              location: place.location,
              checkStatus: rules.facilityCheckStatus(last?.getTime() ?? null, interval, now.getTime()),
              lastChecked: last ? last.toISOString() : null,
              openIssues: open
                .filter((i) => i.facilityId === id)
                .slice(0, ISSUES_PER_FACILITY)
                .map((i) => ({ _id: i.id, label: i.label, urgencyLevel: i.urgencyLevel, status: i.status, createdAt: i.createdAt.toISOString() })),
            },
          ];
        })
        .sort((a, b) => (a.checkStatus === b.checkStatus ? a.name.localeCompare(b.name) : a.checkStatus === 'todo' ? -1 : 1)),
    })),
  };
}
