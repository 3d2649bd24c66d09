import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A team issues are assigned to; defaultParameters are parameter ids it takes by default. */
export const teamSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    label: z.nullish(nameSchema),
    defaultParameters: z._default(z.array(idSchema), []),
    members: z.optional(z.array(idSchema)),
    /** Location ids of kind building the team looks after (issue 20). */
    buildings: z.optional(z.array(idSchema)),
  }),
);
export type Team = z.infer<typeof teamSchema>;

export const teamListSchema = lazySchema(() => z.array(teamSchema));

/** PUT /organizations/{id}/teams: create (no _id) or update. */
export const saveTeamBodySchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema.check(z.trim(), z.minLength(1)),
    label: z.nullish(nameSchema),
    defaultParameters: z._default(z.array(idSchema), []),
    members: z.optional(z.array(idSchema)),
    /** Location ids of kind building; absent keeps the current ones. */
    buildings: z.optional(z.array(idSchema)),
  }),
);
export type SaveTeamBody = z.input<typeof saveTeamBodySchema>;
