import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';

/** A building or area facilities belong to. Fields beyond _id and name are ours (spec: not shown). */
export const locationSchema = z.object({
  _id: idSchema,
  name: nameSchema,
  address: z.nullish(textSchema),
  organization: z.optional(idSchema),
});
export type Location = z.infer<typeof locationSchema>;

/** PUT /organizations/{id}/locations: create (no _id) or update (with _id). */
export const saveLocationBodySchema = z.object({
  _id: z.optional(idSchema),
  name: nameSchema.check(z.trim(), z.minLength(1)),
  address: z.nullish(textSchema),
});
export type SaveLocationBody = z.infer<typeof saveLocationBodySchema>;

export const locationListSchema = z.array(locationSchema);
