import { z } from 'zod/mini';
import { idSchema, namedRefSchema, nameSchema, textSchema } from './common';
import { issueDueHoursSchema } from './issue-due-hours';
import { isHexColor } from '../rules/theme-contrast';
import { lazySchema } from './lazy-schema';

export const themeColorsSchema = lazySchema(() =>
  z.object({
    primary: textSchema,
    secondary: textSchema,
    background: textSchema,
  }),
);
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const organizationThemeSchema = lazySchema(() =>
  z.object({
    colors: z.nullish(themeColorsSchema),
    branding: z.nullish(z.object({ image: z.nullish(textSchema), display_name: z.nullish(nameSchema) })),
  }),
);
export type OrganizationTheme = z.infer<typeof organizationThemeSchema>;

export const organizationSettingsSchema = lazySchema(() =>
  z.object({
    /** false hides the Feedbacks link (except for group system-admin). */
    enableFeedback: z._default(z.boolean(), true),
    /** Hours to fix an issue by urgency; unset means the defaults (rules' DEFAULT_URGENCY_HOURS). */
    issueDueHours: z.nullish(issueDueHoursSchema),
  }),
);
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** Activation progress (spec 001 §4): 0.25 activated, 0.5 facilities, 0.75 templates, 1 configured. */
export const organizationSetupSchema = lazySchema(() =>
  z.object({
    activated: z._default(z.boolean(), false),
    facilitiesGenerated: z._default(z.boolean(), false),
    templatesGenerated: z._default(z.boolean(), false),
    configured: z._default(z.boolean(), false),
    progress: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0),
  }),
);
export type OrganizationSetup = z.infer<typeof organizationSetupSchema>;

/** Owner as shown on the organisation picker. */
export const organizationOwnerSchema = lazySchema(() => z.object({ _id: z.optional(idSchema), name: nameSchema }));

/** An organisation (spec 001 §3). */
export const organizationSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    owner: z.nullish(organizationOwnerSchema),
    logoURL: z.nullish(textSchema),
    city: z.nullish(namedRefSchema),
    theme: z.nullish(organizationThemeSchema),
    settings: z._default(organizationSettingsSchema, { enableFeedback: true }),
    /** Read from the staging address in the old app; shape not shown, kept open. */
    orgDetailsList: z.optional(z.array(z.record(textSchema, z.unknown()))),
    setup: z.nullish(organizationSetupSchema),
  }),
);
export type Organization = z.infer<typeof organizationSchema>;

/** A switchable organisation as the profile and the picker list it. */
export const organizationSummarySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    owner: z.nullish(organizationOwnerSchema),
    logoURL: z.nullish(textSchema),
    city: z.nullish(namedRefSchema),
    staffCount: z.optional(z.int().check(z.nonnegative())),
    facilityCount: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

const hexColorSchema = lazySchema(() => z.string().check(z.trim(), z.refine(isHexColor, 'expected a colour like #1565c0')));

/** The theme as an editor saves it: hex colours only (their contrast is checked by rules' themeContrastProblems). */
export const editableThemeSchema = lazySchema(() =>
  z.object({
    colors: z.nullish(z.object({ primary: hexColorSchema, secondary: hexColorSchema, background: hexColorSchema })),
    branding: z.nullish(z.object({ image: z.nullish(textSchema), display_name: z.nullish(nameSchema.check(z.trim(), z.maxLength(60))) })),
  }),
);

/** PUT /organizations/{id} body: the editable fields (organization-write). */
export const updateOrganizationBodySchema = lazySchema(() =>
  z.object({
    name: z.optional(nameSchema.check(z.trim(), z.minLength(1))),
    logoURL: z.nullish(textSchema),
    city: z.nullish(z.object({ _id: z.optional(idSchema), name: nameSchema.check(z.trim(), z.maxLength(100)) })),
    theme: z.nullish(editableThemeSchema),
    settings: z.optional(z.partial(organizationSettingsSchema)),
  }),
);
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

/** POST /organizations/activate and POST /organizations/{id}/facilities/generate body. */
export const activationBodySchema = lazySchema(() => z.object({ activationKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }));
export type ActivationBody = z.infer<typeof activationBodySchema>;

/** Answer of the activation steps. */
export const organizationSetupAnswerSchema = lazySchema(() =>
  z.object({
    status: z.boolean(),
    organization: z.optional(organizationSchema),
    setup: z.optional(organizationSetupSchema),
    /** 'Done!' once configured (spec 001 §4). */
    message: z.optional(textSchema),
    /** After activate: a token for the activated organisation, which becomes the current one. */
    token: z.optional(textSchema),
  }),
);
export type OrganizationSetupAnswer = z.infer<typeof organizationSetupAnswerSchema>;

/** The set-up cards of spec 001 §2.5, in their order. */
export const setupParts = [
  'organization',
  'locations',
  'feedback',
  'facilityTypes',
  'checklists',
  'facilities',
  'staff',
  'teams',
  'shifts',
  'adhocRequests',
] as const;
export const setupPartSchema = lazySchema(() => z.enum(setupParts));
export type SetupPart = z.infer<typeof setupPartSchema>;

/** GET /organizations/{id}/setup-status: per card whether that part is set up, with its count. */
export const setupStatusSchema = lazySchema(() =>
  z.object({
    parts: z.array(z.object({ part: setupPartSchema, done: z.boolean(), count: z.int().check(z.nonnegative()) })),
    /** Parts set up over all parts, 0-1. */
    progress: z.number().check(z.minimum(0), z.maximum(1)),
    complete: z.boolean(),
  }),
);
export type SetupStatus = z.infer<typeof setupStatusSchema>;
