import { z } from 'zod';
import { idSchema, isoDateSchema, namedRefSchema } from './common';
import { issueDetailSchema } from './issue-detail';
import { adHocReportTypeSchema } from './report';

export const adHocRequestStatusSchema = z.enum(['unchecked', 'checking', 'checked']);
export type AdHocRequestStatus = z.infer<typeof adHocRequestStatusSchema>;

/** The facility of a request, with the names the request row shows. */
export const adHocFacilityRefSchema = z.object({
  _id: idSchema,
  name: z.string(),
  location: namedRefSchema.nullish(),
  facilityType: namedRefSchema.nullish(),
});
export type AdHocFacilityRef = z.infer<typeof adHocFacilityRefSchema>;

/** An ad-hoc inspection request (spec 000 §3); GET /shifts/reporter/adhoc-requests lists them. */
export const adHocRequestSchema = z.object({
  _id: idSchema,
  facility: adHocFacilityRefSchema,
  reporter: idSchema.nullish(),
  shift: idSchema.nullish(),
  supervisor: idSchema.nullish(),
  status: adHocRequestStatusSchema,
  issueDetails: z.array(issueDetailSchema).default([]),
  adHocReportType: adHocReportTypeSchema.default('inspect'),
  description: z.string().default(''),
  probableIssues: z.array(z.string()).default([]),
  createdAt: isoDateSchema.optional(),
});
export type AdHocRequest = z.infer<typeof adHocRequestSchema>;

export const adHocRequestListSchema = z.array(adHocRequestSchema);

/** GET /shifts/reporter/adhoc-requests?reporterId= */
export const adHocRequestsQuerySchema = z.object({ reporterId: idSchema });

/** POST /shifts/add/adhoc-request-issue body. */
export const adHocRequestIssueBodySchema = z.object({
  facility: idSchema,
  reporter: idSchema.nullish(),
  shift: idSchema.nullish(),
  supervisor: idSchema.nullish(),
  status: z.literal('unchecked').default('unchecked'),
  issueDetails: z.array(issueDetailSchema).default([]),
  adHocReportType: adHocReportTypeSchema.default('inspect'),
  adHocRequestId: idSchema.nullish(),
  description: z.string().optional(),
  probableIssues: z.array(z.string()).optional(),
});
export type AdHocRequestIssueBody = z.input<typeof adHocRequestIssueBodySchema>;

/** Answer of POST /shifts/add/adhoc-request-issue (HTTP 200 is what counts). */
export const adHocRequestIssueAnswerSchema = z.object({ status: z.boolean(), request: adHocRequestSchema.optional() });
export type AdHocRequestIssueAnswer = z.infer<typeof adHocRequestIssueAnswerSchema>;
