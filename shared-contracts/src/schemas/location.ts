import { z } from 'zod';
import { idSchema } from './common';

/** A building or area facilities belong to. Fields beyond _id and name are ours (spec: not shown). */
export const locationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  address: z.string().nullish(),
  organization: idSchema.optional(),
});
export type Location = z.infer<typeof locationSchema>;

/** PUT /organizations/{id}/locations: create (no _id) or update (with _id). */
export const saveLocationBodySchema = z.object({
  _id: idSchema.optional(),
  name: z.string().trim().min(1),
  address: z.string().nullish(),
});
export type SaveLocationBody = z.infer<typeof saveLocationBodySchema>;

export const locationListSchema = z.array(locationSchema);
