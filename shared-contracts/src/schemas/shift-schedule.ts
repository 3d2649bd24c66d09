/**
 * Shift schedules (issue 20): what an admin sends to create and edit a shift and its mappings, the
 * candidates of each mapping role (spec 001 §6 group matching), and the janitor's own page.
 * Times are Asia/Kolkata wall-clock times ('HH:mm' on the wire; the UI shows the spec's 'H:mm A').
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema } from './common';
import { facilityOptionSchema } from './facility-option';
import { calendarDaySchema } from './inspection';
import { preferredChecklistSchema } from './shift';
import { userRefSchema } from './user-ref';
import { lazySchema } from './lazy-schema';

/** Longest mapping interval accepted, in hours (spec: not shown; one check a day at most). */
export const MAX_MAPPING_INTERVAL_HOURS = 24;
/** How many days ahead a weekday-repeating shift is laid out (the user shift listing looks 7 days ahead). */
export const SHIFT_REPEAT_DAYS = 14;

/** Refused with 409 when the occurrence has been started by someone. */
export const SHIFT_STARTED_CANNOT_RETIRE = 'A started shift cannot be retired.';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A wall-clock time in Asia/Kolkata, 'HH:mm' (24 hours). */
export const clockTimeSchema = lazySchema(() => z.string().check(z.regex(CLOCK, 'is not a time (HH:mm)')));
/** 0 = Sunday … 6 = Saturday. */
export const weekdaySchema = lazySchema(() => z.int().check(z.minimum(0), z.maximum(6)));

/** One mapping as an admin writes it: who reports which facilities, how often (hours). */
export const shiftMappingInputSchema = lazySchema(() =>
  z.object({
    reporter: z.nullish(idSchema),
    supervisor: z.nullish(idSchema),
    janitor: z.nullish(idSchema),
    /** Who overdue issues of these facilities escalate to (a manager or organisation admin). */
    escalateTo: z.nullish(idSchema),
    interval: z.number().check(z.positive('The interval must be more than 0 hours.'), z.maximum(MAX_MAPPING_INTERVAL_HOURS)),
    facilities: z.array(idSchema).check(z.minLength(1, 'Choose at least one facility.'), z.maxLength(200)),
    preferredChecklists: z._default(z.array(preferredChecklistSchema).check(z.maxLength(200)), []),
  }),
);
export type ShiftMappingInput = z.infer<typeof shiftMappingInputSchema>;

/**
 * POST /shifts (create) and PUT /shifts/{id} (edit). `date` is the first day; with weekdays the
 * shift repeats on those days for SHIFT_REPEAT_DAYS. An out-time at or before the in-time ends the
 * next day. Temporary mappings hold for the one day of the occurrence they are saved on.
 */
export const saveShiftBodySchema = lazySchema(() =>
  z.object({
    shiftName: nameSchema.check(z.trim(), z.minLength(1, 'Enter a name.')),
    date: calendarDaySchema,
    inTime: clockTimeSchema,
    outTime: clockTimeSchema,
    weekdays: z._default(z.array(weekdaySchema).check(z.maxLength(7)), []),
    mappings: z.array(shiftMappingInputSchema).check(z.maxLength(50)),
    temporaryMappings: z._default(z.array(shiftMappingInputSchema).check(z.maxLength(50)), []),
  }),
);
export type SaveShiftBody = z.infer<typeof saveShiftBodySchema>;

/** GET /shifts/candidates: who may fill each mapping role, and the facilities to choose from. */
export const shiftCandidatesSchema = lazySchema(() =>
  z.object({
    reporters: z.array(userRefSchema),
    supervisors: z.array(userRefSchema),
    janitors: z.array(userRefSchema),
    escalationTargets: z.array(userRefSchema),
    facilities: z.array(facilityOptionSchema),
  }),
);
export type ShiftCandidates = z.infer<typeof shiftCandidatesSchema>;

/** Answer of POST and PUT /shifts: the saved occurrence and every occurrence of its schedule. */
export const saveShiftAnswerSchema = lazySchema(() => z.object({ _id: idSchema, occurrences: z.array(idSchema) }));
export type SaveShiftAnswer = z.infer<typeof saveShiftAnswerSchema>;

const janitorIssueSchema = lazySchema(() =>
  z.object({ _id: idSchema, label: z.string(), urgencyLevel: z.string(), status: z.string(), createdAt: isoDateSchema }),
);

/** One facility on the janitor's page: whether a check is due and its open issues. */
export const janitorFacilitySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: z.string(),
    location: z.nullish(z.string()),
    checkStatus: z.enum(['todo', 'done']),
    lastChecked: z.nullish(isoDateSchema),
    openIssues: z.array(janitorIssueSchema),
  }),
);
export type JanitorFacility = z.infer<typeof janitorFacilitySchema>;

/** GET /users/janitor: the caller's shifts as janitor today, with their facilities. */
export const janitorDutiesSchema = lazySchema(() =>
  z.object({
    shifts: z.array(
      z.object({
        _id: idSchema,
        shiftName: z.nullish(z.string()),
        expectedInTime: isoDateSchema,
        expectedOutTime: isoDateSchema,
        facilities: z.array(janitorFacilitySchema),
      }),
    ),
  }),
);
export type JanitorDuties = z.infer<typeof janitorDutiesSchema>;
