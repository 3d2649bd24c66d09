import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A pending similar issue (a ticket in the check-issue answer, spec 000 §3). */
export const pendingIssueSchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    parameter: z.object({ img: z.nullish(textSchema), label: nameSchema }),
    facility: z.nullish(z.object({ name: nameSchema })),
    facilityData: z.nullish(z.object({ name: nameSchema })),
    raisedBy: z.nullish(z.object({ firstName: z.nullish(nameSchema), lastName: z.nullish(nameSchema) })),
  }),
);
export type PendingIssue = z.infer<typeof pendingIssueSchema>;

/** POST /issues/check-issue answer. */
export const checkIssueAnswerSchema = lazySchema(() => z.object({ tickets: z._default(z.array(pendingIssueSchema), []) }));
export type CheckIssueAnswer = z.infer<typeof checkIssueAnswerSchema>;
