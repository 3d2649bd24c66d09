import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** An organisation's own role: a named permission set (GET/POST/PUT /organizations/{id}/customRoles). */
export const customRoleSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    permissions: z._default(z.array(textSchema), []),
  }),
);
export type CustomRole = z.infer<typeof customRoleSchema>;
export const customRoleListSchema = lazySchema(() => z.array(customRoleSchema));

export const saveCustomRoleBodySchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema.check(z.trim(), z.minLength(1)),
    permissions: z._default(z.array(textSchema), []),
  }),
);
export type SaveCustomRoleBody = z.input<typeof saveCustomRoleBodySchema>;
