import { z } from 'zod/mini';
import { idSchema } from './common';

/** GET /organizations/{id}/feedbackParameters; shape not shown. */
export const feedbackParameterSchema = z.object({ _id: idSchema, name: z.string(), label: z.nullish(z.string()) });
export type FeedbackParameter = z.infer<typeof feedbackParameterSchema>;
export const feedbackParameterListSchema = z.array(feedbackParameterSchema);
