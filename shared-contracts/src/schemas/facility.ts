import { z } from 'zod';
import { idSchema, isoDateSchema, namedRefSchema } from './common';
import { timelineEntrySchema } from './timeline-entry';

export const reportingTypeSchema = z.enum(['scheduled', 'adhoc', 'adhoc-desk', 'feedback-request']);
export type ReportingType = z.infer<typeof reportingTypeSchema>;

/** Extra data a facility may carry; a ticket id makes its report a feedback-request. */
export const facilityExtraParamsSchema = z.object({ fmsTicketId: z.string().nullish() });

/**
 * A facility as GET /facilities/v2/facilitiesToReport gives it: with the timeline of expected and
 * actual inspections of the active shift (spec 000 §3).
 */
export const facilitySchema = z.object({
  _id: idSchema,
  name: z.string(),
  timeline: z.array(timelineEntrySchema).default([]),
  miniTimeline: z.array(timelineEntrySchema).optional(),
  lastChecked: isoDateSchema.nullish(),
  /** 'todo' or 'done' (other values possible from older servers). */
  checkStatus: z.string().nullish(),
  /** Minutes an inspection may start before its expected time. */
  offsetMinutes: z.number().default(0),
  location: namedRefSchema.nullish(),
  facilityType: namedRefSchema.nullish(),
  active: z.boolean().default(true),
  reportingType: z.string().nullish(),
  /** Mapping interval in hours (our addition, for the older check-status rule). */
  interval: z.number().nullish(),
  /** The shift this list was computed for (our addition). */
  shiftId: idSchema.nullish(),
  extraParams: facilityExtraParamsSchema.nullish(),
  /** Content of the facility's printable QR code: 'facility=<id>'. */
  qrCode: z.string().nullish(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilitiesToReportAnswerSchema = z.array(facilitySchema);
export type FacilitiesToReportAnswer = z.infer<typeof facilitiesToReportAnswerSchema>;

/** A facility in admin lists (GET /facilities): spec 001 §3 fields plus references. */
export const facilitySummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  active: z.boolean().default(true),
  reportingType: z.string().nullish(),
  lastChecked: isoDateSchema.nullish(),
  location: namedRefSchema.nullish(),
  facilityType: namedRefSchema.nullish(),
  qrCode: z.string().nullish(),
});
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

export const facilityListSchema = z.array(facilitySummarySchema);
