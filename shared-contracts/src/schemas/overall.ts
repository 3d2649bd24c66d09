import { z } from 'zod';
import { mediaItemSchema } from './media-item';

/** The overall note of a report. */
export const overallSchema = z.object({
  description: z.string().default(''),
  media: z.array(mediaItemSchema).default([]),
});
export type Overall = z.infer<typeof overallSchema>;
