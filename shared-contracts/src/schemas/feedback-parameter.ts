import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { lazySchema } from './lazy-schema';

/** GET /organizations/{id}/feedbackParameters; shape not shown. */
export const feedbackParameterSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema, label: z.nullish(nameSchema) }));
export type FeedbackParameter = z.infer<typeof feedbackParameterSchema>;
export const feedbackParameterListSchema = lazySchema(() => z.array(feedbackParameterSchema));
