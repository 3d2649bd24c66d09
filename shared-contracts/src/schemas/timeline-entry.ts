import { z } from 'zod/mini';
import { isoDateSchema } from './common';
import { lazySchema } from './lazy-schema';

export const timelineStatusSchema = lazySchema(() => z.enum(['done', 'todo', 'N/A']));
export type TimelineStatus = z.infer<typeof timelineStatusSchema>;

/** One expected inspection of a facility during the active shift (spec 000 §3). */
export const timelineEntrySchema = lazySchema(() =>
  z.object({
    expectedTime: isoDateSchema,
    actualTime: z.nullish(isoDateSchema),
    status: timelineStatusSchema,
    /** Set on the client when a cached unsent report covers this entry. */
    inCache: z.optional(z.boolean()),
    nextInspection: z.optional(z.boolean()),
    last: z.optional(z.boolean()),
  }),
);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
