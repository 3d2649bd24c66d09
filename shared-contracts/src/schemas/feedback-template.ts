import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A feedback form template (GET/PUT /organizations/{id}/feedbackTemplates); shape not shown. */
export const feedbackTemplateSchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema,
    parameters: z._default(z.array(idSchema), []),
  }),
);
export type FeedbackTemplate = z.infer<typeof feedbackTemplateSchema>;
export const feedbackTemplateListSchema = lazySchema(() => z.array(feedbackTemplateSchema));
