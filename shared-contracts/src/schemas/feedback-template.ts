import { z } from 'zod';
import { idSchema } from './common';

/** A feedback form template (GET/PUT /organizations/{id}/feedbackTemplates); shape not shown. */
export const feedbackTemplateSchema = z.object({
  _id: idSchema.optional(),
  name: z.string(),
  parameters: z.array(idSchema).default([]),
});
export type FeedbackTemplate = z.infer<typeof feedbackTemplateSchema>;
export const feedbackTemplateListSchema = z.array(feedbackTemplateSchema);
