import { z } from 'zod';
import { idSchema, namedRefSchema } from './common';

export const themeColorsSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  background: z.string(),
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const organizationThemeSchema = z.object({
  colors: themeColorsSchema.nullish(),
  branding: z.object({ image: z.string().nullish(), display_name: z.string().nullish() }).nullish(),
});
export type OrganizationTheme = z.infer<typeof organizationThemeSchema>;

export const organizationSettingsSchema = z.object({
  /** false hides the Feedbacks link (except for group system-admin). */
  enableFeedback: z.boolean().default(true),
});

/** Activation progress (spec 001 §4): 0.25 activated, 0.5 facilities, 0.75 templates, 1 configured. */
export const organizationSetupSchema = z.object({
  activated: z.boolean().default(false),
  facilitiesGenerated: z.boolean().default(false),
  templatesGenerated: z.boolean().default(false),
  configured: z.boolean().default(false),
  progress: z.number().min(0).max(1).default(0),
});
export type OrganizationSetup = z.infer<typeof organizationSetupSchema>;

/** Owner as shown on the organisation picker. */
export const organizationOwnerSchema = z.object({ _id: idSchema.optional(), name: z.string() });

/** An organisation (spec 001 §3). */
export const organizationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  owner: organizationOwnerSchema.nullish(),
  logoURL: z.string().nullish(),
  city: namedRefSchema.nullish(),
  theme: organizationThemeSchema.nullish(),
  settings: organizationSettingsSchema.default({ enableFeedback: true }),
  /** Read from the staging address in the old app; shape not shown, kept open. */
  orgDetailsList: z.array(z.record(z.string(), z.unknown())).optional(),
  setup: organizationSetupSchema.nullish(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** A switchable organisation as the profile and the picker list it. */
export const organizationSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  owner: organizationOwnerSchema.nullish(),
  logoURL: z.string().nullish(),
  city: namedRefSchema.nullish(),
  staffCount: z.number().int().nonnegative().optional(),
  facilityCount: z.number().int().nonnegative().optional(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** PUT /organizations/{id} body: the editable fields. */
export const updateOrganizationBodySchema = z.object({
  name: z.string().trim().min(1).optional(),
  logoURL: z.string().nullish(),
  city: namedRefSchema.nullish(),
  theme: organizationThemeSchema.nullish(),
  settings: organizationSettingsSchema.partial().optional(),
});
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

/** POST /organizations/activate and POST /organizations/{id}/facilities/generate body. */
export const activationBodySchema = z.object({ activationKey: z.string().trim().min(1) });
export type ActivationBody = z.infer<typeof activationBodySchema>;

/** Answer of the activation steps. */
export const organizationSetupAnswerSchema = z.object({
  status: z.boolean(),
  organization: organizationSchema.optional(),
  setup: organizationSetupSchema.optional(),
  /** 'Done!' once configured (spec 001 §4). */
  message: z.string().optional(),
  /** After activate: a token for the activated organisation, which becomes the current one. */
  token: z.string().optional(),
});
export type OrganizationSetupAnswer = z.infer<typeof organizationSetupAnswerSchema>;
