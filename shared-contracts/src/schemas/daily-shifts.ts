/**
 * GET /inspections/daily/shifts (issue 17): one facility's day of the daily report, shift by shift,
 * fetched when a manager opens that day: per shift the checks its mappings expected and the reports
 * made in it, its reporters, and the day's reports (a page of them) to open one by one.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { calendarDaySchema } from './inspection';
import { lazySchema } from './lazy-schema';

/** Most reports one page of the day lists; pages start at 1. */
export const DAILY_SHIFT_REPORTS_MAX_LIMIT = 100;

const pageNumber = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(max)), fallback);

export const dailyShiftsQuerySchema = lazySchema(() =>
  z.object({
    facility: idSchema,
    /** The Kolkata day 'YYYY-MM-DD'. */
    date: calendarDaySchema,
    page: pageNumber(10_000, 1),
    limit: pageNumber(DAILY_SHIFT_REPORTS_MAX_LIMIT, 20),
  }),
);
/** What a client sends (page and limit as numbers). */
export type DailyShiftsQuery = Omit<z.input<typeof dailyShiftsQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };

const countSchema = lazySchema(() => z.int().check(z.nonnegative()));

/** One shift of the day that maps the facility (retired shifts are left out, as in the daily report). */
export const dailyShiftSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    shiftName: z.nullable(nameSchema),
    expectedInTime: isoDateSchema,
    expectedOutTime: isoDateSchema,
    /** rules.checksBetween over the shift, per mapping listing the facility. */
    expectedCount: countSchema,
    /** Reports of the facility made in this shift (attributed to it, or made between its in and out times). */
    actualCount: countSchema,
    missedCount: countSchema,
    /** The reporters of its mappings that list the facility. */
    reporters: z.array(z.object({ _id: idSchema, name: nameSchema })),
  }),
);
export type DailyShift = z.infer<typeof dailyShiftSchema>;

/** One report of the day, with the shift it was counted in (null: made outside every shift of the day). */
export const dailyShiftReportSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    shift: z.nullable(idSchema),
    reporter: z.nullable(idSchema),
    reporterName: z.nullable(nameSchema),
    reportingType: textSchema,
    createdAt: isoDateSchema,
    issuesCount: countSchema,
  }),
);
export type DailyShiftReport = z.infer<typeof dailyShiftReportSchema>;

export const dailyShiftsAnswerSchema = lazySchema(() =>
  z.object({
    facility: idSchema,
    facilityName: nameSchema,
    date: calendarDaySchema,
    /** The day's totals: what the daily report shows for this facility and day. */
    expectedCount: countSchema,
    actualCount: countSchema,
    shifts: z.array(dailyShiftSchema),
    /** Reports of the day made outside every shift that maps the facility (ad-hoc checks, for instance). */
    outsideShifts: countSchema,
    /** A page of the day's reports, oldest first. */
    reports: z.array(dailyShiftReportSchema),
    totalReports: countSchema,
    page: z.int().check(z.minimum(1)),
    limit: z.int().check(z.minimum(1)),
  }),
);
export type DailyShiftsAnswer = z.infer<typeof dailyShiftsAnswerSchema>;
