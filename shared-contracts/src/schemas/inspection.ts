/**
 * Inspections: stored reports as the people who read them see them (issue 17). The list
 * (GET /inspections, GET /inspections/export.csv), one report in full (GET /inspections/{id}), its
 * media (GET /inspections/{id}/media) and the daily expected-versus-actual aggregate
 * (GET /inspections/daily). Dates in queries are Kolkata calendar days 'YYYY-MM-DD'.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isRealIsoDate, nameSchema, textSchema } from './common';
import { urgencyLevelSchema } from './issue-detail';
import { lazySchema } from './lazy-schema';

/** A Kolkata calendar day 'YYYY-MM-DD' that exists (2026-02-31 is refused). */
export const calendarDaySchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD'),
    z.refine((value) => isRealIsoDate(value), 'is not a real date'),
  ),
);

const pageNumber = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(max)), fallback);

/** Column the list sorts by. */
export const inspectionSortSchema = lazySchema(() => z.enum(['createdAt', 'facility', 'reporter', 'issues', 'type']));
export type InspectionSort = z.infer<typeof inspectionSortSchema>;

/** Filters of the list and the CSV (the CSV ignores page and limit). `from`/`to` default to the last 30 days. */
export const inspectionListQuerySchema = lazySchema(() =>
  z.object({
    page: pageNumber(100_000, 1),
    limit: pageNumber(100, 20),
    sort: z._default(inspectionSortSchema, 'createdAt'),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    from: z.optional(calendarDaySchema),
    to: z.optional(calendarDaySchema),
    facility: z.optional(idSchema),
    location: z.optional(idSchema),
    reporter: z.optional(idSchema),
    type: z.optional(nameSchema),
    withIssues: z.optional(z.stringbool()),
  }),
);
export type InspectionListQuery = z.input<typeof inspectionListQuerySchema>;

/** One stored report in the list. */
export const inspectionRowSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    facility: idSchema,
    facilityName: nameSchema,
    location: z.nullable(idSchema),
    locationName: z.nullable(nameSchema),
    reporter: z.nullable(idSchema),
    reporterName: z.nullable(nameSchema),
    shift: z.nullable(idSchema),
    shiftName: z.nullable(nameSchema),
    reportingType: textSchema,
    /** 'DD MMM YYYY' and 'H:mm A' in Asia/Kolkata, as the reporter's device said. */
    date: textSchema,
    time: textSchema,
    createdAt: isoDateSchema,
    issuesCount: z.int().check(z.nonnegative()),
  }),
);
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const inspectionListAnswerSchema = lazySchema(() =>
  z.object({
    docs: z.array(inspectionRowSchema),
    totalDocs: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    limit: z.int().check(z.positive()),
    /** The range applied (the defaults filled in). */
    from: calendarDaySchema,
    to: calendarDaySchema,
  }),
);
export type InspectionListAnswer = z.infer<typeof inspectionListAnswerSchema>;

/** A photo or voice note of a stored report, with a URL path the browser loads (no token needed). */
export const inspectionMediaSchema = lazySchema(() =>
  z.object({
    name: nameSchema,
    /** '/uploads/…' or '/static/…': pass through assetUrl. */
    url: textSchema,
    type: textSchema,
    kind: z.enum(['photo', 'voice']),
    /** Where it belongs: an issue's parameter id, or 'overall'. */
    owner: nameSchema,
  }),
);
export type InspectionMedia = z.infer<typeof inspectionMediaSchema>;
export const inspectionMediaListSchema = lazySchema(() => z.array(inspectionMediaSchema));

export const inspectionParameterSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    label: nameSchema,
    img: z.nullable(textSchema),
    ok: z.boolean(),
    quantity: z.int().check(z.nonnegative()),
  }),
);
export type InspectionParameter = z.infer<typeof inspectionParameterSchema>;

export const inspectionIssueSchema = lazySchema(() =>
  z.object({
    /** The issue raised from it, when one was (link: /issues/details/{id}). */
    issueId: z.nullable(idSchema),
    parameter: idSchema,
    label: nameSchema,
    description: textSchema,
    quantity: z.int().check(z.nonnegative()),
    tags: z.array(textSchema),
    team: z.nullable(z.object({ _id: idSchema, name: nameSchema })),
    urgency: urgencyLevelSchema,
    /** The issue's current status ('active' or 'resolved'; later states pass through as they are). */
    status: nameSchema,
    media: z.array(inspectionMediaSchema),
  }),
);
export type InspectionIssue = z.infer<typeof inspectionIssueSchema>;

/** GET /inspections/{id}: one stored report in full. */
export const inspectionViewSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    facility: z.object({ _id: idSchema, name: nameSchema }),
    location: z.nullable(z.object({ _id: idSchema, name: nameSchema })),
    reporter: z.nullable(z.object({ _id: idSchema, name: nameSchema })),
    shift: z.nullable(z.object({ _id: idSchema, name: nameSchema })),
    reportingType: textSchema,
    adHocReportType: z.nullable(textSchema),
    date: textSchema,
    time: textSchema,
    createdAt: isoDateSchema,
    parameters: z.array(inspectionParameterSchema),
    issues: z.array(inspectionIssueSchema),
    overall: z.object({ description: textSchema, media: z.array(inspectionMediaSchema) }),
    /** Every photo and voice note of the report, issues' first. */
    media: z.array(inspectionMediaSchema),
  }),
);
export type InspectionView = z.infer<typeof inspectionViewSchema>;

/** GET /inspections/daily: a range (default the last 30 days, at most 366) and optional facility or location. */
export const dailyReportQuerySchema = lazySchema(() =>
  z.object({
    from: z.optional(calendarDaySchema),
    to: z.optional(calendarDaySchema),
    facility: z.optional(idSchema),
    location: z.optional(idSchema),
  }),
);
export type DailyReportQuery = z.input<typeof dailyReportQuerySchema>;

const checkCountSchema = lazySchema(() => z.int().check(z.nonnegative()));

/**
 * One facility over the range, as a row of the facilities x days matrix: the checks its shift mappings
 * expected (rules.checksBetween) and the checks made, per day and in total.
 */
export const dailyReportFacilitySchema = lazySchema(() =>
  z.object({
    facility: idSchema,
    facilityName: nameSchema,
    /** Checks expected per day of the answer's `days`, in the same order (oldest first). */
    expected: z.array(checkCountSchema),
    /** Checks made per day of the answer's `days`, in the same order. */
    actual: z.array(checkCountSchema),
    expectedCount: checkCountSchema,
    actualCount: checkCountSchema,
    /** Expected checks not made, day by day (a busy day does not make up for a missed one). */
    missedCount: checkCountSchema,
    /** actual / expected over the range in percent, at most 100; null when nothing was expected. */
    compliance: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  }),
);
export type DailyReportFacility = z.infer<typeof dailyReportFacilitySchema>;

/**
 * GET /inspections/daily: a compact matrix. `days` holds every day of the range (zeros included) with
 * its totals over the answer's facilities (report stats: date, actualCount, expectedCount); each of
 * `facilities` (those with a check expected or made in the range, by name) holds one count per day.
 */
export const dailyReportAnswerSchema = lazySchema(() =>
  z.object({
    from: calendarDaySchema,
    to: calendarDaySchema,
    days: z.array(z.object({ date: calendarDaySchema, actualCount: checkCountSchema, expectedCount: checkCountSchema })),
    facilities: z.array(dailyReportFacilitySchema),
  }),
);
export type DailyReportAnswer = z.infer<typeof dailyReportAnswerSchema>;

/** GET /inspections/reporters (userReports): per reporter over a range, checks done versus expected, late and missed shifts, issues raised. */
export const reporterReportRowSchema = lazySchema(() =>
  z.object({
    reporter: z.object({ _id: idSchema, name: nameSchema }),
    expectedCount: z.int().check(z.nonnegative()),
    actualCount: z.int().check(z.nonnegative()),
    /** Shifts the reporter was mapped to, started after their in-time. */
    lateShifts: z.int().check(z.nonnegative()),
    /** Shifts the reporter was mapped to, never started, already over. */
    missedShifts: z.int().check(z.nonnegative()),
    issuesRaised: z.int().check(z.nonnegative()),
    compliance: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  }),
);
export type ReporterReportRow = z.infer<typeof reporterReportRowSchema>;
export const reporterReportAnswerSchema = lazySchema(() =>
  z.object({ from: calendarDaySchema, to: calendarDaySchema, rows: z.array(reporterReportRowSchema) }),
);
export type ReporterReportAnswer = z.infer<typeof reporterReportAnswerSchema>;
