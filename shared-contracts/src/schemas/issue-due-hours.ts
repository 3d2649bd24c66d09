/**
 * The organisation's issue due hours by urgency (issue 18: settings.issueDueHours). The issue
 * service and the editor both go through rules' issueDueAt, which falls back to its defaults for
 * any urgency the organisation leaves unset.
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** At most 30 days, at least one hour, whole hours. */
export const MAX_ISSUE_DUE_HOURS = 720;

const hoursSchema = lazySchema(() => z.int().check(z.minimum(1), z.maximum(MAX_ISSUE_DUE_HOURS)));

export const issueDueHoursSchema = lazySchema(() => z.object({ low: hoursSchema, moderate: hoursSchema, high: hoursSchema }));
export type IssueDueHours = z.infer<typeof issueDueHoursSchema>;
