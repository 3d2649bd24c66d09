/** The shifts a user takes part in, with that user's flags and derived status. */
import { and, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Shift } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { notFound } from '../http/errors';
import { rules } from '../contracts';
import { findActiveShift, shiftFlagsFor } from '../rules/shift-status';

export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftWithStatus = ShiftRow & { status: Shift['status'] & string; flags: ReturnType<typeof shiftFlagsFor> };

const DAY = 86_400_000;
/** /users/shifts covers this many days back and ahead (spec: not shown). */
export const USER_SHIFTS_DAYS_BACK = 3;
export const USER_SHIFTS_DAYS_AHEAD = 7;

/**
 * Whether one of the shift's mappings, regular or temporary, holds `part` (JSON containment, so
 * `{ janitor: id }` or `{ facilities: [id] }`): the one shift-mapping predicate of the api's queries.
 */
export function mappingHolds(part: Record<string, unknown>) {
  const listed = JSON.stringify([part]);
  return or(sql`${shifts.mappings} @> ${listed}::jsonb`, sql`${shifts.temporaryMappings} @> ${listed}::jsonb`);
}

/** Whether a user appears in one of the shift's mappings (any role). */
function involves(userId: string) {
  return or(...(['reporter', 'supervisor', 'janitor'] as const).map((role) => mappingHolds({ [role]: userId })));
}

/** A shift of the organisation in which `userId` is in a mapping; 404 otherwise (unknown, foreign or not theirs). */
export async function loadOwnShift(db: Db, organizationId: string, userId: string, id: string): Promise<ShiftRow> {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.organizationId, organizationId), isNull(shifts.retiredAt)));
  const mine = row && [...row.mappings, ...row.temporaryMappings].some((m) => [m.reporter, m.supervisor, m.janitor].includes(userId));
  if (!row || !mine) throw notFound('Shift not found.');
  return row;
}

/** Shifts that overlap the listing window around `now` (USER_SHIFTS_DAYS_BACK to _AHEAD); retired ones (issue 20) are gone. */
function shiftWindow(now: Date) {
  return [
    isNull(shifts.retiredAt),
    gte(shifts.expectedOutTime, new Date(now.getTime() - USER_SHIFTS_DAYS_BACK * DAY)),
    lte(shifts.expectedInTime, new Date(now.getTime() + USER_SHIFTS_DAYS_AHEAD * DAY)),
  ];
}

/** The organisation's shifts overlapping the same window as /users/shifts, by expected in-time. */
export async function loadOrganizationShifts(db: Db, organizationId: string, now: Date): Promise<ShiftRow[]> {
  return db
    .select()
    .from(shifts)
    .where(and(eq(shifts.organizationId, organizationId), ...shiftWindow(now)))
    .orderBy(shifts.expectedInTime, shifts.id);
}

/**
 * Who reports `facilityId` now: the reporter of the first mapping (temporary mappings first) that
 * lists the facility, in the organisation's shift running at `now`.
 */
export async function findCurrentReporter(
  db: Db,
  organizationId: string,
  facilityId: string,
  now: Date,
): Promise<{ shift: ShiftRow; mapping: ShiftRow['mappings'][number] } | null> {
  const rows = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        isNull(shifts.retiredAt),
        lte(shifts.expectedInTime, now),
        gt(shifts.expectedOutTime, now),
        mappingHolds({ facilities: [facilityId] }),
      ),
    )
    .orderBy(shifts.expectedInTime, shifts.id);
  for (const shift of rows) {
    const mapping = [...shift.temporaryMappings, ...shift.mappings].find((m) => m.facilities.includes(facilityId) && m.reporter);
    if (mapping) return { shift, mapping };
  }
  return null;
}

export async function loadUserShifts(db: Db, organizationId: string, userId: string, now: Date): Promise<ShiftWithStatus[]> {
  const rows = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.organizationId, organizationId), ...shiftWindow(now), involves(userId)))
    .orderBy(shifts.expectedInTime);
  return rows.map((row) => withStatus(row, userId, now));
}

export function withStatus(row: ShiftRow, userId: string, now: Date): ShiftWithStatus {
  const flags = shiftFlagsFor(row, userId, now);
  return { ...row, flags, status: rules.deriveShiftStatus(flags) };
}

export async function loadActiveShift(db: Db, organizationId: string, userId: string, now: Date): Promise<ShiftWithStatus | undefined> {
  return findActiveShift(await loadUserShifts(db, organizationId, userId, now));
}

/** The answer shape of a shift for `userId`. */
export function toShiftView(row: ShiftWithStatus): Shift {
  return {
    _id: row.id,
    shift: row.shift,
    shiftName: row.shiftName,
    status: row.status,
    ...row.flags,
    expectedInTime: row.expectedInTime.toISOString(),
    expectedOutTime: row.expectedOutTime.toISOString(),
    checkIns: row.checkIns.map(({ user, facilities, actualInTime }) => ({ user, facilities, actualInTime })),
    mappings: row.mappings,
    temporaryMappings: row.temporaryMappings,
  };
}
