import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';

/** A feedback form template (GET/PUT /organizations/{id}/feedbackTemplates); shape not shown. */
export const feedbackTemplateSchema = z.object({
  _id: z.optional(idSchema),
  name: nameSchema,
  parameters: z._default(z.array(idSchema), []),
});
export type FeedbackTemplate = z.infer<typeof feedbackTemplateSchema>;
export const feedbackTemplateListSchema = z.array(feedbackTemplateSchema);
