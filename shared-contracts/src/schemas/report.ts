import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isSingleLine, nameSchema, textSchema } from './common';
import { facilityExtraParamsSchema, reportingTypeSchema } from './facility';
import { issueDetailSchema } from './issue-detail';
import { overallSchema } from './overall';
import { parameterSchema } from './parameter';
import { paramPropsSchema } from './param-props';
import { lazySchema } from './lazy-schema';

export const adHocReportTypeSchema = lazySchema(() => z.enum(['inspect', 'quick-inspect']));
export type AdHocReportType = z.infer<typeof adHocReportTypeSchema>;

/**
 * A report as the client builds, caches and submits it (spec 000 §3). POST /issues/check-issue and
 * POST /reports/submit take it whole, with media replaced by uploaded items.
 */
export const reportSchema = lazySchema(() =>
  z.object({
    localId: idSchema,
    shift: z.nullish(idSchema),
    /** 'DD MMM YYYY' in Asia/Kolkata. */
    date: nameSchema,
    /** 'H:mm A' in Asia/Kolkata. */
    time: nameSchema,
    facility: idSchema,
    parameters: z._default(z.array(parameterSchema), []),
    paramProps: z._default(z.array(paramPropsSchema), []),
    reporter: z.nullish(idSchema),
    supervisor: z.nullish(idSchema),
    janitor: z.nullish(idSchema),
    reportingType: z._default(reportingTypeSchema, 'scheduled'),
    adHocReportType: z.nullish(adHocReportTypeSchema),
    adHocRequestId: z.nullish(idSchema),
    extraParams: z.nullish(facilityExtraParamsSchema),
    currAdHocReporter: z.nullish(idSchema),
    currAdHocReporterShift: z.nullish(idSchema),
    overallImgCount: z.nullish(z.int().check(z.nonnegative())),
    mandatoryOverallImg: z.nullish(z.boolean()),
    issueDetails: z._default(z.array(issueDetailSchema), []),
    overall: z._default(overallSchema, { description: '', media: [] }),
    isAdhoc: z._default(z.boolean(), false),
    scannedQrImg: z.nullish(z.string().check(z.maxLength(1_500_000), z.refine(isSingleLine))),
    checklist: z.nullish(idSchema),
    fingerprint: z.nullish(textSchema),
    userAgent: z.nullish(textSchema),
    androidDeviceId: z.nullish(textSchema),
    /** Set when the report was made offline: when it was made (ISO). */
    timestamp: z.nullish(isoDateSchema),
  }),
);
export type Report = z.infer<typeof reportSchema>;
/** What a client may pass before defaults apply. */
export type ReportInput = z.input<typeof reportSchema>;

/** POST /reports/submit answer. `duplicate` is true when the localId was already stored. */
export const submitReportAnswerSchema = lazySchema(() =>
  z.object({
    status: z.boolean(),
    reportId: z.optional(idSchema),
    duplicate: z.optional(z.boolean()),
    message: z.optional(textSchema),
    /** How many of the report's media items the server holds files for: the client checks it. */
    mediaCount: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type SubmitReportAnswer = z.infer<typeof submitReportAnswerSchema>;

/** GET /reports/count?user=&expectedInTime=&expectedOutTime= */
export const reportsCountQuerySchema = lazySchema(() =>
  z.object({
    user: idSchema,
    expectedInTime: z.optional(isoDateSchema),
    expectedOutTime: z.optional(isoDateSchema),
  }),
);
export type ReportsCountQuery = z.infer<typeof reportsCountQuerySchema>;
export const reportsCountAnswerSchema = lazySchema(() => z.object({ reportsCount: z.int().check(z.nonnegative()) }));
export type ReportsCountAnswer = z.infer<typeof reportsCountAnswerSchema>;

/** A stored report in lists (GET /reports/). */
export const storedReportSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    localId: textSchema,
    facility: idSchema,
    facilityName: z.nullish(nameSchema),
    reporter: z.nullish(idSchema),
    shift: z.nullish(idSchema),
    reportingType: textSchema,
    date: textSchema,
    time: textSchema,
    issuesCount: z._default(z.int().check(z.nonnegative()), 0),
    createdAt: isoDateSchema,
  }),
);
export type StoredReport = z.infer<typeof storedReportSchema>;
export const reportListAnswerSchema = lazySchema(() =>
  z.object({
    docs: z.array(storedReportSchema),
    /** Reports matching the query, over all pages. */
    totalDocs: z.optional(z.int().check(z.nonnegative())),
    page: z.optional(z.int().check(z.positive())),
    limit: z.optional(z.int().check(z.positive())),
  }),
);
/** GET /reports/ query: page (from 1), limit (at most 100), one facility, a time range (ISO). */
export interface ReportListQuery {
  page?: number;
  limit?: number;
  facility?: string;
  from?: string;
  to?: string;
}
export type ReportListAnswer = z.infer<typeof reportListAnswerSchema>;
