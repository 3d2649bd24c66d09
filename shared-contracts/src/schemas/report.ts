import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { facilityExtraParamsSchema, reportingTypeSchema } from './facility';
import { issueDetailSchema } from './issue-detail';
import { overallSchema } from './overall';
import { parameterSchema } from './parameter';
import { paramPropsSchema } from './param-props';

export const adHocReportTypeSchema = z.enum(['inspect', 'quick-inspect']);
export type AdHocReportType = z.infer<typeof adHocReportTypeSchema>;

/**
 * A report as the client builds, caches and submits it (spec 000 §3). POST /issues/check-issue and
 * POST /reports/submit take it whole, with media replaced by uploaded items.
 */
export const reportSchema = z.object({
  localId: z.string().min(1),
  shift: idSchema.nullish(),
  /** 'DD MMM YYYY' in Asia/Kolkata. */
  date: z.string(),
  /** 'H:mm A' in Asia/Kolkata. */
  time: z.string(),
  facility: idSchema,
  parameters: z.array(parameterSchema).default([]),
  paramProps: z.array(paramPropsSchema).default([]),
  reporter: idSchema.nullish(),
  supervisor: idSchema.nullish(),
  janitor: idSchema.nullish(),
  reportingType: reportingTypeSchema.default('scheduled'),
  adHocReportType: adHocReportTypeSchema.nullish(),
  adHocRequestId: idSchema.nullish(),
  extraParams: facilityExtraParamsSchema.nullish(),
  currAdHocReporter: idSchema.nullish(),
  currAdHocReporterShift: idSchema.nullish(),
  overallImgCount: z.number().int().nonnegative().nullish(),
  mandatoryOverallImg: z.boolean().nullish(),
  issueDetails: z.array(issueDetailSchema).default([]),
  overall: overallSchema.default({ description: '', media: [] }),
  isAdhoc: z.boolean().default(false),
  scannedQrImg: z.string().nullish(),
  checklist: idSchema.nullish(),
  fingerprint: z.string().nullish(),
  userAgent: z.string().nullish(),
  androidDeviceId: z.string().nullish(),
  /** Set when the report was made offline: when it was made (ISO). */
  timestamp: isoDateSchema.nullish(),
});
export type Report = z.infer<typeof reportSchema>;
/** What a client may pass before defaults apply. */
export type ReportInput = z.input<typeof reportSchema>;

/** POST /reports/submit answer. `duplicate` is true when the localId was already stored. */
export const submitReportAnswerSchema = z.object({
  status: z.boolean(),
  reportId: idSchema.optional(),
  duplicate: z.boolean().optional(),
  message: z.string().optional(),
  /** How many of the report's media items the server holds files for: the client checks it. */
  mediaCount: z.number().int().nonnegative().optional(),
});
export type SubmitReportAnswer = z.infer<typeof submitReportAnswerSchema>;

/** GET /reports/count?user=&expectedInTime=&expectedOutTime= */
export const reportsCountQuerySchema = z.object({
  user: idSchema,
  expectedInTime: isoDateSchema.optional(),
  expectedOutTime: isoDateSchema.optional(),
});
export type ReportsCountQuery = z.infer<typeof reportsCountQuerySchema>;
export const reportsCountAnswerSchema = z.object({ reportsCount: z.number().int().nonnegative() });
export type ReportsCountAnswer = z.infer<typeof reportsCountAnswerSchema>;

/** A stored report in lists (GET /reports/). */
export const storedReportSchema = z.object({
  _id: idSchema,
  localId: z.string(),
  facility: idSchema,
  facilityName: z.string().nullish(),
  reporter: idSchema.nullish(),
  shift: idSchema.nullish(),
  reportingType: z.string(),
  date: z.string(),
  time: z.string(),
  issuesCount: z.number().int().nonnegative().default(0),
  createdAt: isoDateSchema,
});
export type StoredReport = z.infer<typeof storedReportSchema>;
export const reportListAnswerSchema = z.object({
  docs: z.array(storedReportSchema),
  /** Reports matching the query, over all pages. */
  totalDocs: z.number().int().nonnegative().optional(),
  page: z.number().int().positive().optional(),
  limit: z.number().int().positive().optional(),
});
/** GET /reports/ query: page (from 1), limit (at most 100), one facility, a time range (ISO). */
export interface ReportListQuery {
  page?: number;
  limit?: number;
  facility?: string;
  from?: string;
  to?: string;
}
export type ReportListAnswer = z.infer<typeof reportListAnswerSchema>;
