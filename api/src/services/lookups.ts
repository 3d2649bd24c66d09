/** Organisation-scoped look-ups of ids a request names; unknown and foreign ids are both 404. */
import { and, eq } from 'drizzle-orm';
import type { UserRef } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, memberships, shifts, users } from '../db/schema';
import { notFound } from '../http/errors';

/** An active facility of the organisation (spec 000 §8: 'No such facility.' for unknown or inactive). */
export async function loadActiveFacility(db: Db, organizationId: string, facilityId: string) {
  const [row] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.organizationId, organizationId)));
  if (!row || !row.active) throw notFound('No such facility.');
  return row;
}

/** A member of the organisation as other entities nest people; null when not a member. */
export async function findMemberRef(db: Db, organizationId: string, userId: string): Promise<UserRef | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, img: users.img })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, organizationId)))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { _id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), firstName: row.firstName, lastName: row.lastName, img: row.img };
}

/** A member of the organisation; 404 `No such <what>.` otherwise. */
export async function requireMember(db: Db, organizationId: string, userId: string, what: string): Promise<UserRef> {
  const ref = await findMemberRef(db, organizationId, userId);
  if (!ref) throw notFound(`No such ${what}.`);
  return ref;
}

/** A shift of the organisation; 404 otherwise. */
export async function requireShift(db: Db, organizationId: string, shiftId: string) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.organizationId, organizationId)));
  if (!row) throw notFound('Shift not found.');
  return row;
}
