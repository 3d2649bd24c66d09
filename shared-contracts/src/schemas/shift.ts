import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { userRefSchema } from './user-ref';

export const shiftStatusSchema = z.enum(['finished', 'started', 'missed', 'late', 'upcoming']);
export type ShiftStatus = z.infer<typeof shiftStatusSchema>;

export const preferredChecklistSchema = z.object({ facility: idSchema, checklist: idSchema });
export type PreferredChecklist = z.infer<typeof preferredChecklistSchema>;

/** Who reports which facilities, how often, during a shift (interval in hours). */
export const shiftMappingSchema = z.object({
  _id: idSchema.optional(),
  reporter: idSchema.nullish(),
  supervisor: idSchema.nullish(),
  janitor: idSchema.nullish(),
  interval: z.number().positive(),
  facilities: z.array(idSchema).default([]),
  preferredChecklists: z.array(preferredChecklistSchema).default([]),
});
export type ShiftMapping = z.infer<typeof shiftMappingSchema>;

export const checkInSchema = z.object({
  user: idSchema,
  facilities: z.array(idSchema).default([]),
  actualInTime: isoDateSchema,
});
export type CheckIn = z.infer<typeof checkInSchema>;

const namedSchema = z.object({ _id: idSchema, name: z.string() });

/**
 * Names for the ids a shift mentions (people of its mappings and check-ins, facilities, preferred
 * checklists), so the shift page can show them to a reporter, who may not list staff or facilities.
 * Sent by GET /shifts/{id} only.
 */
export const shiftDirectorySchema = z.object({
  users: z.array(userRefSchema).default([]),
  facilities: z.array(namedSchema).default([]),
  checklists: z.array(namedSchema).default([]),
});
export type ShiftDirectory = z.infer<typeof shiftDirectorySchema>;

/**
 * A shift (spec 000 §3). `started`, `finished`, `missed`, `late` are the flags the status is derived
 * from: finished, then started, then missed, then late, otherwise upcoming.
 */
export const shiftSchema = z.object({
  _id: idSchema,
  /** The shift's template name or id (e.g. 'Morning'). */
  shift: z.string().nullish(),
  shiftName: z.string().nullish(),
  status: shiftStatusSchema.optional(),
  started: z.boolean().default(false),
  finished: z.boolean().default(false),
  missed: z.boolean().default(false),
  late: z.boolean().default(false),
  expectedInTime: isoDateSchema,
  expectedOutTime: isoDateSchema,
  actualInTime: isoDateSchema.nullish(),
  actualOutTime: isoDateSchema.nullish(),
  checkIns: z.array(checkInSchema).default([]),
  mappings: z.array(shiftMappingSchema).default([]),
  temporaryMappings: z.array(shiftMappingSchema).default([]),
  directory: shiftDirectorySchema.optional(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const shiftListSchema = z.array(shiftSchema);

/** PUT /users/shifts/{id}/start body. */
export const startShiftBodySchema = z.object({
  fingerPrint: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type StartShiftBody = z.infer<typeof startShiftBodySchema>;

/** Answer of start and end. */
export const shiftActionAnswerSchema = z.object({ status: z.boolean(), shift: shiftSchema.optional() });
export type ShiftActionAnswer = z.infer<typeof shiftActionAnswerSchema>;
