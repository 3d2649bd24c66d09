import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

/** An issue as the overview popups count it; statusResolved false means active. */
export const issueOverviewSchema = z.object({
  _id: idSchema,
  createdAt: isoDateSchema,
  statusResolved: z.boolean(),
  label: z.string().nullish(),
  facility: idSchema.nullish(),
  urgencyLevel: z.string().nullish(),
});
export type IssueOverview = z.infer<typeof issueOverviewSchema>;
export const issueListSchema = z.array(issueOverviewSchema);
