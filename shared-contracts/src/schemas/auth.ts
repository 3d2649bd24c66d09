import { z } from 'zod/mini';
import { textSchema } from './common';
import { organizationSummarySchema } from './organization';
import { userSchema } from './user';
import { lazySchema } from './lazy-schema';

/** POST /auth/login body. */
export const loginBodySchema = lazySchema(() =>
  z.object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    userType: z._default(z.literal('regular'), 'regular'),
  }),
);
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /auth/login answer. */
export const loginAnswerSchema = lazySchema(() => z.object({ status: z.literal(true), token: textSchema, user: userSchema }));
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /auth/login/google body and answer. */
export const googleLoginBodySchema = lazySchema(() =>
  z.object({
    idToken: z.string().check(z.minLength(1), z.maxLength(8192)),
    user: z.optional(z.record(textSchema, z.unknown())),
  }),
);
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;
export const googleLoginAnswerSchema = lazySchema(() => z.object({ token: textSchema, user: userSchema }));
export type GoogleLoginAnswer = z.infer<typeof googleLoginAnswerSchema>;

/** POST /auth/logout body: the push-notification token to forget, if any. */
export const logoutBodySchema = lazySchema(() => z.object({ token: z.nullish(textSchema) }));
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** GET /auth/login/status answer. */
export const loginStatusAnswerSchema = lazySchema(() =>
  z.object({
    status: z.boolean(),
    userId: z.optional(textSchema),
    organization: z.nullish(textSchema),
    /** When the token expires (ISO). */
    expiresAt: z.optional(textSchema),
  }),
);
export type LoginStatusAnswer = z.infer<typeof loginStatusAnswerSchema>;

/** GET /auth/permissions answer: the caller's permissions in the current organisation. */
export const permissionsAnswerSchema = lazySchema(() => z.object({ permissions: z.array(textSchema) }));
export type PermissionsAnswer = z.infer<typeof permissionsAnswerSchema>;

/** POST /auth/encryptToken answer (opens the feedback app signed in). */
export const encryptTokenAnswerSchema = lazySchema(() => z.object({ encryptedToken: textSchema }));
export type EncryptTokenAnswer = z.infer<typeof encryptTokenAnswerSchema>;

/** GET /users/profile answer. */
export const profileAnswerSchema = lazySchema(() =>
  z.object({
    user: userSchema,
    token: textSchema,
    switchableOrgs: z._default(z.array(organizationSummarySchema), []),
  }),
);
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** POST /users/organizations/switch and the admin switch: a new token for the new organisation. */
export const switchOrganizationAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), token: textSchema, user: userSchema }));
export type SwitchOrganizationAnswer = z.infer<typeof switchOrganizationAnswerSchema>;

/** POST /auth/reset: ask the organisation's admins for a new password (the spec leaves reset to us). */
export const passwordResetBodySchema = lazySchema(() => z.object({ email: z.string().check(z.trim(), z.maxLength(254), z.email()) }));
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
