/**
 * Report history for the inspections pages (issue 17): the General shift of days 31-95 back with
 * the reports its reporters made, some checks missed (fewer on Sundays, a few bad days), and bad
 * parameters on a share of the reports, including some of the last 30 days' seeded reports. Adds
 * rows only (new ids); what other tests count (the last 30 days' statistics, the 18 issues, the
 * rep-now/rep-hist reports) stays as it was.
 */
import { and, eq, like } from 'drizzle-orm';
import type { IssueDetail, ShiftMapping } from 'shared-contracts/schemas';
import type { Database } from './client';
import * as t from './schema';
import { storeReports } from '../services/report-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const HISTORY_FIRST_DAY = 31;
export const HISTORY_LAST_DAY = 95;

const BAD = [
  ['floor', 'Floor', 'housekeeping', 'Wet', 'Water near the entrance'],
  ['dustbin', 'Dustbin', 'housekeeping', 'Overflowing', 'Bin full since the morning'],
  ['wash-basin', 'Wash Basin', 'plumbing', 'Leaking', 'Tap leaking under the counter'],
  ['lights', 'Lights', 'electrical', 'Flickering', 'Tube light flickering'],
  ['soap-dispenser', 'Soap Dispenser', 'plumbing', 'Empty', 'Soap dispenser empty'],
] as const;
const URGENCY = ['low', 'moderate', 'high'] as const;

/** A small deterministic hash, so every seeded database has the same history. */
const noise = (...parts: number[]) => parts.reduce((h, n) => Math.imul(h ^ (n + 0x9e3779b9), 2654435761) >>> 0, 17) % 1000;

function badParameter(n: number): IssueDetail {
  const [name, label, team, tag, description] = BAD[n % BAD.length] ?? BAD[0];
  return {
    parameter: `par-acme-${name}`,
    label,
    img: `/static/parameters/${name}.svg`,
    media: [],
    description,
    tags: [],
    selectedTags: [tag],
    assignedTeamName: `tea-acme-${team}`,
    defaultTeamId: `tea-acme-${team}`,
    urgencyLevel: URGENCY[n % URGENCY.length] ?? 'low',
    affectedParamsCount: 1 + (n % 2),
    paramQuantity: 2,
  };
}

/**
 * `shiftIn` is the current shift's start; `mappings` the Acme General shift's (reporter: facilities
 * 1-12, desk: 13-18, every 2 hours over 8 hours).
 */
export async function seedReportHistory(database: Database, shiftIn: Date, mappings: ShiftMapping[], manager: string): Promise<void> {
  const { db } = database;
  const shiftRows: (typeof t.shifts.$inferInsert)[] = [];
  const reportRows: (typeof t.reports.$inferInsert)[] = [];
  for (let back = HISTORY_FIRST_DAY; back <= HISTORY_LAST_DAY; back += 1) {
    const start = new Date(shiftIn.getTime() - back * DAY);
    shiftRows.push({
      id: `shf-acme-old-${back}`,
      organizationId: 'org-acme',
      shift: 'General',
      shiftName: 'General Shift',
      expectedInTime: start,
      expectedOutTime: new Date(start.getTime() + 8 * HOUR),
      mappings,
      checkIns: mappings.map((m) => ({ user: m.reporter ?? manager, facilities: m.facilities, actualInTime: start.toISOString() })),
    });
    const sunday = new Date(start.getTime() + 5.5 * HOUR).getUTCDay() === 0;
    const badDay = noise(back) < 80;
    for (const m of mappings) {
      m.facilities.forEach((facilityId, f) => {
        // 4 checks expected; most facilities get 3 or 4, fewer on Sundays and bad days.
        const done = Math.max(0, 4 - (noise(back, f) % (sunday || badDay ? 5 : 2)) - (noise(f, back) < 150 ? 1 : 0));
        for (let check = 0; check < done; check += 1) {
          const n = noise(back, f, check);
          const reporterId = n < 60 ? manager : (m.reporter ?? manager);
          reportRows.push({
            id: `rep-old-${back}-${f}-${check}-${m.reporter ?? 'x'}`,
            organizationId: 'org-acme',
            localId: `seed-old-${back}-${facilityId}-${check}`,
            facilityId,
            reporterId,
            submittedBy: reporterId,
            shiftId: `shf-acme-old-${back}`,
            reportingType: n % 9 === 0 ? 'adhoc' : 'scheduled',
            date: '',
            time: '',
            issueDetails: n < 180 ? [badParameter(n)] : n < 210 ? [badParameter(n), badParameter(n + 1)] : [],
            payload: { seeded: true },
            createdAt: new Date(start.getTime() + check * 2 * HOUR + (10 + (n % 80)) * 60_000),
          });
        }
      });
    }
  }
  await db.insert(t.shifts).values(shiftRows);
  await storeReports(db, reportRows);
  await database.exec(
    `UPDATE reports SET date = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY'), time = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'FMHH12:MI AM') WHERE date = '';`,
  );
  // Bad parameters on every fourth report of the last 30 days' history, so the default range has issues to show.
  const recent = await db
    .select({ id: t.reports.id })
    .from(t.reports)
    .where(and(eq(t.reports.organizationId, 'org-acme'), like(t.reports.id, 'rep-hist-%')));
  for (const [i, row] of recent.entries()) {
    if (i % 4 !== 1) continue;
    await db
      .update(t.reports)
      .set({ issueDetails: [badParameter(i)] })
      .where(eq(t.reports.id, row.id));
  }
}
