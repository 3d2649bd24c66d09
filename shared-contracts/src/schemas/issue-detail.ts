import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { mediaItemSchema } from './media-item';
import { tagSchema } from './parameter';
import { lazySchema } from './lazy-schema';

/** low (default), moderate (older data says 'medium': read as moderate), high. */
export const urgencyLevelSchema = lazySchema(() =>
  z.pipe(
    z.transform((value: unknown) => (value === 'medium' ? 'moderate' : value)),
    z.enum(['low', 'moderate', 'high']),
  ),
);
export type UrgencyLevel = z.infer<typeof urgencyLevelSchema>;

/** One bad parameter of a report (spec 000 §3). */
export const issueDetailSchema = lazySchema(() =>
  z.object({
    parameter: idSchema,
    label: nameSchema,
    img: z.nullish(textSchema),
    media: z._default(z.array(mediaItemSchema), []),
    description: z._default(textSchema, ''),
    tags: z._default(z.array(tagSchema), []),
    selectedTags: z._default(z.array(textSchema), []),
    /** The assigned team's id (the name is historical). */
    assignedTeamName: z.nullish(idSchema),
    defaultTeamId: z.nullish(idSchema),
    urgencyLevel: z._default(urgencyLevelSchema, 'low'),
    affectedParamsCount: z._default(z.int().check(z.nonnegative()), 1),
    paramQuantity: z._default(z.int().check(z.positive()), 1),
  }),
);
export type IssueDetail = z.infer<typeof issueDetailSchema>;
