import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** An issue as the overview popups count it; statusResolved false means active. */
export const issueOverviewSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    createdAt: isoDateSchema,
    statusResolved: z.boolean(),
    label: z.nullish(nameSchema),
    facility: z.nullish(idSchema),
    urgencyLevel: z.nullish(textSchema),
  }),
);
export type IssueOverview = z.infer<typeof issueOverviewSchema>;
export const issueListSchema = lazySchema(() => z.array(issueOverviewSchema));
