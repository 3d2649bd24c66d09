import { z } from 'zod/mini';
import { idSchema } from './common';

/** An organisation's own role: a named permission set (GET/POST/PUT /organizations/{id}/customRoles). */
export const customRoleSchema = z.object({
  _id: idSchema,
  name: z.string(),
  permissions: z._default(z.array(z.string()), []),
});
export type CustomRole = z.infer<typeof customRoleSchema>;
export const customRoleListSchema = z.array(customRoleSchema);

export const saveCustomRoleBodySchema = z.object({
  _id: z.optional(idSchema),
  name: z.string().check(z.trim(), z.minLength(1)),
  permissions: z._default(z.array(z.string()), []),
});
export type SaveCustomRoleBody = z.input<typeof saveCustomRoleBodySchema>;
