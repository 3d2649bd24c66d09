import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';

export const userGroupNameSchema = z.string();

/** The signed-in user (spec 001 §3). `permissions` are those of the current organisation. */
export const userSchema = z.object({
  _id: idSchema,
  /** Same value as _id (the old app read both). */
  id: idSchema,
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  img: z.string().nullish(),
  userType: z.string().default('regular'),
  homePage: z.string().nullish(),
  /** Current organisation id. */
  organization: idSchema.nullish(),
  permissions: z.array(z.string()).default([]),
  nextShiftTime: isoDateSchema.nullish(),
  isSwitchable: z.boolean().default(false),
  userGroupNames: z.array(userGroupNameSchema).default([]),
  assignedRoles: z.array(z.string()).default([]),
  systemRoles: z.array(z.string()).default([]),
});
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

export const userListSchema = z.array(userSchema);

/** PUT /users (save user): the editable fields. */
export const saveUserBodySchema = z.object({
  name: z.string().trim().min(1).optional(),
  firstName: z.string().trim().optional(),
  lastName: z.string().trim().optional(),
  img: z.string().nullish(),
});
export type SaveUserBody = z.infer<typeof saveUserBodySchema>;

/** POST /users/update/{id} body (profile picture). */
export const updateUserBodySchema = z.object({ img: z.string().min(1), userType: z.string().default('regular') });
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST /users/setHomePage body. */
export const setHomePageBodySchema = z.object({ page: z.string().trim().min(1).startsWith('/') });
export type SetHomePageBody = z.infer<typeof setHomePageBodySchema>;
export const setHomePageAnswerSchema = z.object({ status: z.boolean(), homePage: z.string() });
export type SetHomePageAnswer = z.infer<typeof setHomePageAnswerSchema>;

/** POST /users/register-notification body (push token). */
export const registerNotificationBodySchema = z.object({ token: z.string().min(1) });
export type RegisterNotificationBody = z.infer<typeof registerNotificationBodySchema>;

/** GET users/userGroups. */
export const userGroupSchema = z.object({ _id: idSchema, name: z.string() });
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupListSchema = z.array(userGroupSchema);

/** POST /users/organizations/join body: a join code, or the organisation id. */
export const joinOrganizationBodySchema = z
  .object({ joinCode: z.string().trim().min(1).optional(), organization: idSchema.optional() })
  .refine((body) => body.joinCode !== undefined || body.organization !== undefined, {
    message: 'joinCode or organization is required',
  });
export type JoinOrganizationBody = z.infer<typeof joinOrganizationBodySchema>;

/** POST /users/organizations/revoke body. */
export const revokeOrganizationBodySchema = z.object({ organization: idSchema });
export type RevokeOrganizationBody = z.infer<typeof revokeOrganizationBodySchema>;
