/** The shifts a user takes part in, with that user's flags and derived status. */
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Shift } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { shifts } from '../db/schema';
import { deriveShiftStatus, findActiveShift, shiftFlagsFor } from '../rules/shift-status';

export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftWithStatus = ShiftRow & { status: Shift['status'] & string; flags: ReturnType<typeof shiftFlagsFor> };

const DAY = 86_400_000;
/** /users/shifts covers this many days back and ahead (spec: not shown). */
export const USER_SHIFTS_DAYS_BACK = 3;
export const USER_SHIFTS_DAYS_AHEAD = 7;

/** Whether a user appears in one of the shift's mappings (any role). */
function involves(userId: string) {
  const roles = ['reporter', 'supervisor', 'janitor'] as const;
  return or(
    ...roles.flatMap((role) => [
      sql`${shifts.mappings} @> ${JSON.stringify([{ [role]: userId }])}::jsonb`,
      sql`${shifts.temporaryMappings} @> ${JSON.stringify([{ [role]: userId }])}::jsonb`,
    ]),
  );
}

export async function loadUserShifts(db: Db, organizationId: string, userId: string, now: Date): Promise<ShiftWithStatus[]> {
  const rows = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        gte(shifts.expectedOutTime, new Date(now.getTime() - USER_SHIFTS_DAYS_BACK * DAY)),
        lte(shifts.expectedInTime, new Date(now.getTime() + USER_SHIFTS_DAYS_AHEAD * DAY)),
        involves(userId),
      ),
    )
    .orderBy(shifts.expectedInTime);
  return rows.map((row) => withStatus(row, userId, now));
}

export function withStatus(row: ShiftRow, userId: string, now: Date): ShiftWithStatus {
  const flags = shiftFlagsFor(row, userId, now);
  return { ...row, flags, status: deriveShiftStatus(flags) };
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
