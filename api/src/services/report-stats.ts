/** Report statistics by Asia/Kolkata date: reports made and reports the shifts expected. */
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { ReportStat } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { reports, shifts } from '../db/schema';
import { rules } from '../contracts';

const DAY = 86_400_000;
/** Asia/Kolkata is UTC+5:30 all year (no daylight saving), so a fixed offset gives its dates. */
const KOLKATA_OFFSET = 5.5 * 3_600_000;

export const kolkataDate = (instant: Date) => new Date(instant.getTime() + KOLKATA_OFFSET).toISOString().slice(0, 10);
/** The instant a Kolkata date ('YYYY-MM-DD') starts. */
export const kolkataMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - KOLKATA_OFFSET);

/** One entry per day from `from` to `to` (Kolkata dates, inclusive), zeros included. */
export async function reportStatistics(db: Db, organizationId: string, from: string, to: string): Promise<ReportStat[]> {
  const start = kolkataMidnight(from);
  const end = new Date(kolkataMidnight(to).getTime() + DAY);
  const stats = new Map<string, ReportStat>();
  for (let t = start.getTime(); t < end.getTime(); t += DAY) {
    const date = kolkataDate(new Date(t));
    stats.set(date, { date, actualCount: 0, expectedCount: 0 });
  }
  const made = await db
    .select({ createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), gte(reports.createdAt, start), lt(reports.createdAt, end)));
  for (const { createdAt } of made) {
    const stat = stats.get(kolkataDate(createdAt));
    if (stat) stat.actualCount += 1;
  }
  const shiftRows = await db
    .select({ in: shifts.expectedInTime, out: shifts.expectedOutTime, mappings: shifts.mappings })
    .from(shifts)
    .where(and(eq(shifts.organizationId, organizationId), isNull(shifts.retiredAt), gte(shifts.expectedInTime, start), lt(shifts.expectedInTime, end)));
  for (const shift of shiftRows) {
    const stat = stats.get(kolkataDate(shift.in));
    if (!stat) continue;
    for (const mapping of shift.mappings)
      stat.expectedCount += mapping.facilities.length * rules.checksBetween(shift.in.getTime(), shift.out.getTime(), mapping.interval);
  }
  return [...stats.values()];
}
