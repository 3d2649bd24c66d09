import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';

/** GET /organizations/{id}/feedbackParameters; shape not shown. */
export const feedbackParameterSchema = z.object({ _id: idSchema, name: nameSchema, label: z.nullish(nameSchema) });
export type FeedbackParameter = z.infer<typeof feedbackParameterSchema>;
export const feedbackParameterListSchema = z.array(feedbackParameterSchema);
