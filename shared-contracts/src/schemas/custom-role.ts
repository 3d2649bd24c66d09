import { z } from 'zod';
import { idSchema } from './common';

/** An organisation's own role: a named permission set (GET/POST/PUT /organizations/{id}/customRoles). */
export const customRoleSchema = z.object({
  _id: idSchema,
  name: z.string(),
  permissions: z.array(z.string()).default([]),
});
export type CustomRole = z.infer<typeof customRoleSchema>;
export const customRoleListSchema = z.array(customRoleSchema);

export const saveCustomRoleBodySchema = z.object({
  _id: idSchema.optional(),
  name: z.string().trim().min(1),
  permissions: z.array(z.string()).default([]),
});
export type SaveCustomRoleBody = z.input<typeof saveCustomRoleBodySchema>;
