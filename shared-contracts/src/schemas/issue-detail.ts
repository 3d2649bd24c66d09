import { z } from 'zod';
import { idSchema } from './common';
import { mediaItemSchema } from './media-item';
import { tagSchema } from './parameter';

/** low (default), moderate (older data says 'medium': read as moderate), high. */
export const urgencyLevelSchema = z.preprocess(
  (value) => (value === 'medium' ? 'moderate' : value),
  z.enum(['low', 'moderate', 'high']),
);
export type UrgencyLevel = z.infer<typeof urgencyLevelSchema>;

/** One bad parameter of a report (spec 000 §3). */
export const issueDetailSchema = z.object({
  parameter: idSchema,
  label: z.string(),
  img: z.string().nullish(),
  media: z.array(mediaItemSchema).default([]),
  description: z.string().default(''),
  tags: z.array(tagSchema).default([]),
  selectedTags: z.array(z.string()).default([]),
  /** The assigned team's id (the name is historical). */
  assignedTeamName: idSchema.nullish(),
  defaultTeamId: idSchema.nullish(),
  urgencyLevel: urgencyLevelSchema.default('low'),
  affectedParamsCount: z.number().int().nonnegative().default(1),
  paramQuantity: z.number().int().positive().default(1),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;
