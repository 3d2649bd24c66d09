import { z } from 'zod/mini';
import { idSchema, isoDateSchema, namedRefSchema, nameSchema, textSchema } from './common';
import { issueDetailSchema } from './issue-detail';
import { adHocReportTypeSchema } from './report';
import { lazySchema } from './lazy-schema';

/** cancelled: withdrawn by a manager or whoever raised it (issue 17); nobody reports on it any more. */
export const adHocRequestStatusSchema = lazySchema(() => z.enum(['unchecked', 'checking', 'checked', 'cancelled']));
export type AdHocRequestStatus = z.infer<typeof adHocRequestStatusSchema>;

/** The facility of a request, with the names the request row shows. */
export const adHocFacilityRefSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    location: z.nullish(namedRefSchema),
    facilityType: z.nullish(namedRefSchema),
  }),
);
export type AdHocFacilityRef = z.infer<typeof adHocFacilityRefSchema>;

/** An ad-hoc inspection request (spec 000 §3); GET /shifts/reporter/adhoc-requests lists them. */
export const adHocRequestSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    facility: adHocFacilityRefSchema,
    reporter: z.nullish(idSchema),
    shift: z.nullish(idSchema),
    supervisor: z.nullish(idSchema),
    status: adHocRequestStatusSchema,
    issueDetails: z._default(z.array(issueDetailSchema), []),
    adHocReportType: z._default(adHocReportTypeSchema, 'inspect'),
    description: z._default(textSchema, ''),
    probableIssues: z._default(z.array(textSchema), []),
    createdAt: z.optional(isoDateSchema),
  }),
);
export type AdHocRequest = z.infer<typeof adHocRequestSchema>;

export const adHocRequestListSchema = lazySchema(() => z.array(adHocRequestSchema));

/** GET /shifts/reporter/adhoc-requests?reporterId= */
export const adHocRequestsQuerySchema = lazySchema(() => z.object({ reporterId: idSchema }));

/** POST /shifts/add/adhoc-request-issue body. */
export const adHocRequestIssueBodySchema = lazySchema(() =>
  z.object({
    facility: idSchema,
    reporter: z.nullish(idSchema),
    shift: z.nullish(idSchema),
    supervisor: z.nullish(idSchema),
    status: z._default(z.literal('unchecked'), 'unchecked'),
    issueDetails: z._default(z.array(issueDetailSchema), []),
    adHocReportType: z._default(adHocReportTypeSchema, 'inspect'),
    adHocRequestId: z.nullish(idSchema),
    description: z.optional(textSchema),
    probableIssues: z.optional(z.array(textSchema)),
  }),
);
export type AdHocRequestIssueBody = z.input<typeof adHocRequestIssueBodySchema>;

/** Answer of POST /shifts/add/adhoc-request-issue (HTTP 200 is what counts). */
export const adHocRequestIssueAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), request: z.optional(adHocRequestSchema) }));
export type AdHocRequestIssueAnswer = z.infer<typeof adHocRequestIssueAnswerSchema>;
