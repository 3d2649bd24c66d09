import { z } from 'zod/mini';
import { idSchema } from './common';

/** A pending similar issue (a ticket in the check-issue answer, spec 000 §3). */
export const pendingIssueSchema = z.object({
  _id: z.optional(idSchema),
  parameter: z.object({ img: z.nullish(z.string()), label: z.string() }),
  facility: z.nullish(z.object({ name: z.string() })),
  facilityData: z.nullish(z.object({ name: z.string() })),
  raisedBy: z.nullish(z.object({ firstName: z.nullish(z.string()), lastName: z.nullish(z.string()) })),
});
export type PendingIssue = z.infer<typeof pendingIssueSchema>;

/** POST /issues/check-issue answer. */
export const checkIssueAnswerSchema = z.object({ tickets: z._default(z.array(pendingIssueSchema), []) });
export type CheckIssueAnswer = z.infer<typeof checkIssueAnswerSchema>;
