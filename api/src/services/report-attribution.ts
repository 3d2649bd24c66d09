/**
 * Who reported, on which shift, under which supervisor, and when: the server decides (issue 13,
 * attribution). The body's `reporter`, `supervisor` and `janitor` are hints at most; the shift must
 * be the organisation's and the user's; the time the report was made must fall in its window.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Report, ShiftMapping } from 'shared-contracts/schemas';
import type { AuthContext } from '../auth/guard';
import { rules } from '../contracts';
import type { AppContext } from '../context';
import { shifts } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';

export interface Attribution {
  reporterId: string;
  supervisorId: string | null;
  janitorId: string | null;
  shiftId: string | null;
  /** When the report was made: the body's timestamp (offline) or now. */
  madeAt: Date;
}

const isAdhoc = (report: Report) => report.isAdhoc || report.reportingType !== 'scheduled';

/** The mapping of the shift that covers the facility, the user's own first. */
function mappingFor(mappings: readonly ShiftMapping[], facilityId: string, userId: string): ShiftMapping | null {
  const covering = mappings.filter((mapping) => mapping.facilities.includes(facilityId));
  return covering.find((mapping) => mapping.reporter === userId) ?? covering.find((mapping) => mapping.supervisor === userId) ?? covering[0] ?? null;
}

const isIn = (mapping: ShiftMapping, userId: string) => mapping.reporter === userId || mapping.supervisor === userId || mapping.janitor === userId;

export async function attributeReport(ctx: AppContext, auth: AuthContext, report: Report): Promise<Attribution> {
  const userId = auth.user.id;
  const now = ctx.now().getTime();
  let mapping: ShiftMapping | null = null;
  let shiftStart: number | null = null;
  if (report.shift) {
    const [shift] = await ctx.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.id, report.shift), eq(shifts.organizationId, auth.organizationId)));
    if (!shift) throw notFound('No such shift.');
    const mappings = [...shift.temporaryMappings, ...shift.mappings];
    // An ad-hoc report answers whoever reports the facility now, so its shift may be theirs; a
    // user who may inspect regardless of schedule (infiniteReporting-read) may use any shift.
    const mayUse = mappings.some((m) => isIn(m, userId)) || isAdhoc(report) || auth.permissions.has('infiniteReporting-read');
    if (!mayUse) throw forbidden('This shift is not yours.');
    mapping = mappingFor(mappings, report.facility, userId);
    shiftStart = shift.expectedInTime.getTime();
  }

  const made = report.timestamp ? Date.parse(report.timestamp) : now;
  if (!rules.isWithinReportTimeWindow(made, rules.reportTimeWindow(now, shiftStart))) {
    throw new HttpError(422, shiftStart === null ? "The report's time is not within the last 7 days." : "The report's time is outside its shift.");
  }

  // A supervisor may file for the reporter of their own mapping; anyone else reports as themselves.
  const forMappedReporter = report.reporter && report.reporter !== userId && mapping?.reporter === report.reporter && mapping.supervisor === userId;
  return {
    reporterId: forMappedReporter && report.reporter ? report.reporter : userId,
    supervisorId: mapping?.supervisor ?? null,
    janitorId: mapping?.janitor ?? null,
    shiftId: report.shift ?? null,
    madeAt: new Date(made),
  };
}

/** JSON with sorted keys, so two equal bodies hash the same whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two submits of one localId the same report: everything the reporter entered. Media
 * file names are left out: a retry may upload a photo again under a new name, and it is still the
 * same photo of the same report (the count of media stays in).
 */
export function reportBodyHash(report: Report): string {
  const copy = structuredClone(report);
  for (const item of rules.mediaOf(copy)) {
    item.name = '';
    item.path = '';
  }
  return createHash('sha256').update(canonical(copy)).digest('base64url');
}
