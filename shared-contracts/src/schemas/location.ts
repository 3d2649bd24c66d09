import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** The levels of the tree of places: a site holds buildings, a building floors, a floor areas. */
export const locationKindSchema = lazySchema(() => z.enum(['site', 'building', 'floor', 'area']));
export type LocationKind = z.infer<typeof locationKindSchema>;

/** A building or area facilities belong to. Fields beyond _id and name are ours (spec: not shown). */
export const locationSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    address: z.nullish(textSchema),
    organization: z.optional(idSchema),
    /** Issue 19: the place it is inside (none at the top), what kind of place it is, and whether it is retired. */
    parent: z.nullish(idSchema),
    kind: z.optional(z.string()),
    active: z.optional(z.boolean()),
  }),
);
export type Location = z.infer<typeof locationSchema>;

/** PUT /organizations/{id}/locations: create (no _id) or update (with _id). */
export const saveLocationBodySchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema.check(z.trim(), z.minLength(1)),
    address: z.nullish(textSchema),
    /** Omitted: unchanged (new places go to the top); null: moved to the top. */
    parent: z.nullish(idSchema),
    kind: z.optional(locationKindSchema),
    /** false retires it (refused while active facilities are in it), true brings it back. */
    active: z.optional(z.boolean()),
  }),
);
export type SaveLocationBody = z.infer<typeof saveLocationBodySchema>;

export const locationListSchema = lazySchema(() => z.array(locationSchema));
