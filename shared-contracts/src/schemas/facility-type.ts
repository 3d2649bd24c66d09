import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A kind of facility (toilet block, lift…); checklists are templated per type. */
export const facilityTypeSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    label: z.nullish(nameSchema),
    organization: z.optional(idSchema),
    /** Issue 19: facility or asset type, its default checklist template, hours between checks, retired or not. */
    kind: z.optional(z.string()),
    defaultTemplate: z.nullish(idSchema),
    reportingIntervalHours: z.optional(z.number()),
    active: z.optional(z.boolean()),
  }),
);
export type FacilityType = z.infer<typeof facilityTypeSchema>;

/** PUT /organizations/{id}/facilityTypes: create (no _id) or update. */
export const saveFacilityTypeBodySchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema.check(z.trim(), z.minLength(1)),
    label: z.nullish(nameSchema),
    kind: z.optional(z.enum(['facility', 'asset'])),
    /** A checklist template of the organisation (404 otherwise); null clears it. */
    defaultTemplate: z.nullish(idSchema),
    /** Hours after a check the facility is due again: 1 hour to 90 days. */
    reportingIntervalHours: z.optional(z.int().check(z.minimum(1), z.maximum(2160))),
    /** false retires it (refused while active facilities have it). */
    active: z.optional(z.boolean()),
  }),
);
export type SaveFacilityTypeBody = z.infer<typeof saveFacilityTypeBodySchema>;

export const facilityTypeListSchema = lazySchema(() => z.array(facilityTypeSchema));
