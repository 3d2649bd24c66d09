import { z } from 'zod';
import { isoDateSchema } from './common';

export const timelineStatusSchema = z.enum(['done', 'todo', 'N/A']);
export type TimelineStatus = z.infer<typeof timelineStatusSchema>;

/** One expected inspection of a facility during the active shift (spec 000 §3). */
export const timelineEntrySchema = z.object({
  expectedTime: isoDateSchema,
  actualTime: isoDateSchema.nullish(),
  status: timelineStatusSchema,
  /** Set on the client when a cached unsent report covers this entry. */
  inCache: z.boolean().optional(),
  nextInspection: z.boolean().optional(),
  last: z.boolean().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
