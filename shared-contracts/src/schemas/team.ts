import { z } from 'zod';
import { idSchema } from './common';

/** A team issues are assigned to; defaultParameters are parameter ids it takes by default. */
export const teamSchema = z.object({
  _id: idSchema,
  name: z.string(),
  label: z.string().nullish(),
  defaultParameters: z.array(idSchema).default([]),
  members: z.array(idSchema).optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamListSchema = z.array(teamSchema);

/** PUT /organizations/{id}/teams: create (no _id) or update. */
export const saveTeamBodySchema = z.object({
  _id: idSchema.optional(),
  name: z.string().trim().min(1),
  label: z.string().nullish(),
  defaultParameters: z.array(idSchema).default([]),
  members: z.array(idSchema).optional(),
});
export type SaveTeamBody = z.input<typeof saveTeamBodySchema>;
