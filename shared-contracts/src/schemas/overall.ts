import { z } from 'zod/mini';
import { textSchema } from './common';
import { mediaItemSchema } from './media-item';
import { lazySchema } from './lazy-schema';

/** The overall note of a report. */
export const overallSchema = lazySchema(() =>
  z.object({
    description: z._default(textSchema, ''),
    media: z._default(z.array(mediaItemSchema), []),
  }),
);
export type Overall = z.infer<typeof overallSchema>;
