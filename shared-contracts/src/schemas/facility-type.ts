import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';

/** A kind of facility (toilet block, lift…); checklists are templated per type. */
export const facilityTypeSchema = z.object({
  _id: idSchema,
  name: nameSchema,
  label: z.nullish(nameSchema),
  organization: z.optional(idSchema),
});
export type FacilityType = z.infer<typeof facilityTypeSchema>;

/** PUT /organizations/{id}/facilityTypes: create (no _id) or update. */
export const saveFacilityTypeBodySchema = z.object({
  _id: z.optional(idSchema),
  name: nameSchema.check(z.trim(), z.minLength(1)),
  label: z.nullish(nameSchema),
});
export type SaveFacilityTypeBody = z.infer<typeof saveFacilityTypeBodySchema>;

export const facilityTypeListSchema = z.array(facilityTypeSchema);
