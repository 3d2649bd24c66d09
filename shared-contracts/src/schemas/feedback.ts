import { z } from 'zod/mini';
import { idSchema, isoDateSchema } from './common';
import { lazySchema } from './lazy-schema';

export const reviewTypeSchema = lazySchema(() => z.enum(['positive', 'negative']));
export type ReviewType = z.infer<typeof reviewTypeSchema>;

/** A customer feedback as the overview popups count it. */
export const feedbackOverviewSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    createdAt: isoDateSchema,
    reviewType: reviewTypeSchema,
    needsImmediateService: z._default(z.boolean(), false),
    facility: z.nullish(idSchema),
  }),
);
export type FeedbackOverview = z.infer<typeof feedbackOverviewSchema>;
export const feedbackListSchema = lazySchema(() => z.array(feedbackOverviewSchema));
