/**
 * The names a shift page needs for the ids a shift mentions: the people of its mappings and
 * check-ins, its facilities and preferred checklists, all of the shift's organisation. A reporter
 * may not list staff or facilities, yet should see who supervises their shift.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ShiftDirectory } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { checklists, facilities, memberships, users } from '../db/schema';
import { facilityOptionOf } from './shift-schedules';
import type { ShiftRow } from './user-shifts';

export async function shiftDirectory(db: Db, organizationId: string, row: ShiftRow): Promise<ShiftDirectory> {
  const mappings = [...row.mappings, ...row.temporaryMappings];
  const userIds = new Set<string>(row.checkIns.map((c) => c.user));
  const facilityIds = new Set<string>(row.checkIns.flatMap((c) => c.facilities));
  const checklistIds = new Set<string>();
  for (const m of mappings) {
    for (const id of [m.reporter, m.supervisor, m.janitor]) if (id) userIds.add(id);
    for (const id of m.facilities) facilityIds.add(id);
    for (const p of m.preferredChecklists ?? []) {
      facilityIds.add(p.facility);
      checklistIds.add(p.checklist);
    }
  }
  const [people, places, lists] = await Promise.all([
    userIds.size
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, img: users.img })
          .from(users)
          .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, organizationId)))
          .where(inArray(users.id, [...userIds]))
      : [],
    facilityIds.size
      ? db
          .select({ id: facilities.id, name: facilities.name, kind: facilities.kind })
          .from(facilities)
          .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, [...facilityIds])))
      : [],
    checklistIds.size
      ? db
          .select({ id: checklists.id, name: checklists.name })
          .from(checklists)
          .where(and(eq(checklists.organizationId, organizationId), inArray(checklists.id, [...checklistIds])))
      : [],
  ]);
  return {
    users: people.map((p) => ({ _id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), firstName: p.firstName, lastName: p.lastName, img: p.img })),
    facilities: places.map((f) => facilityOptionOf({ _id: f.id, name: f.name, kind: f.kind })),
    checklists: lists.map((c) => ({ _id: c.id, name: c.name })),
  };
}
