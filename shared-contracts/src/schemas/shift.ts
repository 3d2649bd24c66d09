import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { facilityOptionSchema } from './facility-option';
import { userRefSchema } from './user-ref';
import { lazySchema } from './lazy-schema';

export const shiftStatusSchema = lazySchema(() => z.enum(['finished', 'started', 'missed', 'late', 'upcoming']));
export type ShiftStatus = z.infer<typeof shiftStatusSchema>;

export const preferredChecklistSchema = lazySchema(() => z.object({ facility: idSchema, checklist: idSchema }));
export type PreferredChecklist = z.infer<typeof preferredChecklistSchema>;

/** Who reports which facilities, how often, during a shift (interval in hours). */
export const shiftMappingSchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    reporter: z.nullish(idSchema),
    supervisor: z.nullish(idSchema),
    janitor: z.nullish(idSchema),
    /** Who overdue issues of these facilities escalate to (issue 20; a manager or organisation admin). */
    escalateTo: z.optional(z.nullish(idSchema)),
    interval: z.number().check(z.positive()),
    facilities: z._default(z.array(idSchema), []),
    preferredChecklists: z._default(z.array(preferredChecklistSchema), []),
  }),
);
export type ShiftMapping = z.infer<typeof shiftMappingSchema>;

export const checkInSchema = lazySchema(() =>
  z.object({
    user: idSchema,
    facilities: z._default(z.array(idSchema), []),
    actualInTime: isoDateSchema,
  }),
);
export type CheckIn = z.infer<typeof checkInSchema>;

const namedSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));

/**
 * Names for the ids a shift mentions (people of its mappings and check-ins, facilities, preferred
 * checklists), so the shift page can show them to a reporter, who may not list staff or facilities.
 * Sent by GET /shifts/{id} only.
 */
export const shiftDirectorySchema = lazySchema(() =>
  z.object({
    users: z._default(z.array(userRefSchema), []),
    facilities: z._default(z.array(facilityOptionSchema), []),
    checklists: z._default(z.array(namedSchema), []),
  }),
);
export type ShiftDirectory = z.infer<typeof shiftDirectorySchema>;

/**
 * A shift (spec 000 §3). `started`, `finished`, `missed`, `late` are the flags the status is derived
 * from: finished, then started, then missed, then late, otherwise upcoming.
 */
export const shiftSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    /** The shift's template name or id (e.g. 'Morning'). */
    shift: z.nullish(textSchema),
    shiftName: z.nullish(nameSchema),
    status: z.optional(shiftStatusSchema),
    started: z._default(z.boolean(), false),
    finished: z._default(z.boolean(), false),
    missed: z._default(z.boolean(), false),
    late: z._default(z.boolean(), false),
    expectedInTime: isoDateSchema,
    expectedOutTime: isoDateSchema,
    actualInTime: z.nullish(isoDateSchema),
    actualOutTime: z.nullish(isoDateSchema),
    checkIns: z._default(z.array(checkInSchema), []),
    mappings: z._default(z.array(shiftMappingSchema), []),
    temporaryMappings: z._default(z.array(shiftMappingSchema), []),
    directory: z.optional(shiftDirectorySchema),
    /** Weekdays the shift's schedule repeats on (0 = Sunday), sent by GET /shifts/{id} (issue 20). */
    weekdays: z.optional(z.array(z.int())),
  }),
);
export type Shift = z.infer<typeof shiftSchema>;

export const shiftListSchema = lazySchema(() => z.array(shiftSchema));

/** PUT /users/shifts/{id}/start body. */
export const startShiftBodySchema = lazySchema(() =>
  z.object({
    fingerPrint: z.nullish(textSchema),
    userAgent: z.nullish(textSchema),
  }),
);
export type StartShiftBody = z.infer<typeof startShiftBodySchema>;

/** Answer of start and end. */
export const shiftActionAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), shift: z.optional(shiftSchema) }));
export type ShiftActionAnswer = z.infer<typeof shiftActionAnswerSchema>;
