import { z } from 'zod/mini';
import { idSchema, isoDateSchema, namedRefSchema, nameSchema, textSchema } from './common';
import { timelineEntrySchema } from './timeline-entry';
import { lazySchema } from './lazy-schema';

export const reportingTypeSchema = lazySchema(() => z.enum(['scheduled', 'adhoc', 'adhoc-desk', 'feedback-request']));
export type ReportingType = z.infer<typeof reportingTypeSchema>;

/** Extra data a facility may carry; a ticket id makes its report a feedback-request. */
export const facilityExtraParamsSchema = lazySchema(() => z.object({ fmsTicketId: z.nullish(textSchema) }));

/**
 * A facility as GET /facilities/v2/facilitiesToReport gives it: with the timeline of expected and
 * actual inspections of the active shift (spec 000 §3).
 */
export const facilitySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    timeline: z._default(z.array(timelineEntrySchema), []),
    miniTimeline: z.optional(z.array(timelineEntrySchema)),
    lastChecked: z.nullish(isoDateSchema),
    /** 'todo' or 'done' (other values possible from older servers). */
    checkStatus: z.nullish(textSchema),
    /** Minutes an inspection may start before its expected time. */
    offsetMinutes: z._default(z.number(), 0),
    location: z.nullish(namedRefSchema),
    facilityType: z.nullish(namedRefSchema),
    active: z._default(z.boolean(), true),
    reportingType: z.nullish(textSchema),
    /** Mapping interval in hours (our addition, for the older check-status rule). */
    interval: z.nullish(z.number()),
    /** The shift this list was computed for (our addition). */
    shiftId: z.nullish(idSchema),
    extraParams: z.nullish(facilityExtraParamsSchema),
    /** Content of the facility's printable QR code: 'facility=<id>'. */
    qrCode: z.nullish(textSchema),
  }),
);
export type Facility = z.infer<typeof facilitySchema>;

export const facilitiesToReportAnswerSchema = lazySchema(() => z.array(facilitySchema));
export type FacilitiesToReportAnswer = z.infer<typeof facilitiesToReportAnswerSchema>;

/** A facility in admin lists (GET /facilities): spec 001 §3 fields plus references. */
export const facilitySummarySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    active: z._default(z.boolean(), true),
    reportingType: z.nullish(textSchema),
    lastChecked: z.nullish(isoDateSchema),
    location: z.nullish(namedRefSchema),
    facilityType: z.nullish(namedRefSchema),
    qrCode: z.nullish(textSchema),
  }),
);
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

export const facilityListSchema = lazySchema(() => z.array(facilitySummarySchema));
