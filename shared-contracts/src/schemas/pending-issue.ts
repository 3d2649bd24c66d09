import { z } from 'zod';
import { idSchema } from './common';

/** A pending similar issue (a ticket in the check-issue answer, spec 000 §3). */
export const pendingIssueSchema = z.object({
  _id: idSchema.optional(),
  parameter: z.object({ img: z.string().nullish(), label: z.string() }),
  facility: z.object({ name: z.string() }).nullish(),
  facilityData: z.object({ name: z.string() }).nullish(),
  raisedBy: z.object({ firstName: z.string().nullish(), lastName: z.string().nullish() }).nullish(),
});
export type PendingIssue = z.infer<typeof pendingIssueSchema>;

/** POST /issues/check-issue answer. */
export const checkIssueAnswerSchema = z.object({ tickets: z.array(pendingIssueSchema).default([]) });
export type CheckIssueAnswer = z.infer<typeof checkIssueAnswerSchema>;
