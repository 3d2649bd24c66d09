import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';

/** An issue as the overview popups count it; statusResolved false means active. */
export const issueOverviewSchema = z.object({
  _id: idSchema,
  createdAt: isoDateSchema,
  statusResolved: z.boolean(),
  label: z.nullish(nameSchema),
  facility: z.nullish(idSchema),
  urgencyLevel: z.nullish(textSchema),
});
export type IssueOverview = z.infer<typeof issueOverviewSchema>;
export const issueListSchema = z.array(issueOverviewSchema);
