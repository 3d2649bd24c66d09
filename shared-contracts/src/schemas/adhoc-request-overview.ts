/**
 * GET /adhoc-requests/all: the organisation's ad-hoc requests for a manager (issue 17): status,
 * who asked, who it is assigned to, the facility, when it was raised and the report that answered it.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { adHocRequestStatusSchema } from './adhoc-request';
import { adHocReportTypeSchema } from './report';
import { lazySchema } from './lazy-schema';

const personSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));

export const adHocRequestOverviewSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    status: adHocRequestStatusSchema,
    adHocReportType: adHocReportTypeSchema,
    description: textSchema,
    facility: z.object({ _id: idSchema, name: nameSchema, location: z.nullable(nameSchema) }),
    requester: z.nullable(personSchema),
    assignee: z.nullable(personSchema),
    createdAt: isoDateSchema,
    /** The newest report submitted for this request (link: /inspection/{id}). */
    answeredBy: z.nullable(z.object({ _id: idSchema, createdAt: isoDateSchema })),
  }),
);
export type AdHocRequestOverview = z.infer<typeof adHocRequestOverviewSchema>;

export const adHocRequestOverviewQuerySchema = lazySchema(() =>
  z.object({
    status: z.optional(adHocRequestStatusSchema),
    page: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(100_000)), 1),
    limit: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(100)), 20),
  }),
);
export type AdHocRequestOverviewQuery = z.input<typeof adHocRequestOverviewQuerySchema>;

export const adHocRequestOverviewAnswerSchema = lazySchema(() =>
  z.object({
    docs: z.array(adHocRequestOverviewSchema),
    totalDocs: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    limit: z.int().check(z.positive()),
  }),
);
export type AdHocRequestOverviewAnswer = z.infer<typeof adHocRequestOverviewAnswerSchema>;

/** PUT /adhoc-requests/{id}/assignee: who does it now (a member of the organisation). */
export const adHocReassignBodySchema = lazySchema(() => z.object({ reporter: idSchema }));
export type AdHocReassignBody = z.infer<typeof adHocReassignBodySchema>;
