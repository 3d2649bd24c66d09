import { z } from 'zod';
import { idSchema } from './common';

/** A kind of facility (toilet block, lift…); checklists are templated per type. */
export const facilityTypeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  label: z.string().nullish(),
  organization: idSchema.optional(),
});
export type FacilityType = z.infer<typeof facilityTypeSchema>;

/** PUT /organizations/{id}/facilityTypes: create (no _id) or update. */
export const saveFacilityTypeBodySchema = z.object({
  _id: idSchema.optional(),
  name: z.string().trim().min(1),
  label: z.string().nullish(),
});
export type SaveFacilityTypeBody = z.infer<typeof saveFacilityTypeBodySchema>;

export const facilityTypeListSchema = z.array(facilityTypeSchema);
