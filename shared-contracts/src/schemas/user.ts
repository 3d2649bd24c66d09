import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isSingleLine, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

export const userGroupNameSchema = textSchema;

/** The signed-in user (spec 001 §3). `permissions` are those of the current organisation. */
export const userSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    /** Same value as _id (the old app read both). */
    id: idSchema,
    name: nameSchema,
    firstName: z.nullish(nameSchema),
    lastName: z.nullish(nameSchema),
    email: z.nullish(textSchema),
    img: z.nullish(textSchema),
    userType: z._default(textSchema, 'regular'),
    homePage: z.nullish(textSchema),
    /** Current organisation id. */
    organization: z.nullish(idSchema),
    permissions: z._default(z.array(textSchema), []),
    nextShiftTime: z.nullish(isoDateSchema),
    isSwitchable: z._default(z.boolean(), false),
    /**
     * Issue 18: false for a switchable user who has never chosen an organisation (the api signed them
     * into their first one): the app opens the organisation picker for them after sign-in. Absent
     * (older api, a native wrapper's session) counts as chosen.
     */
    organizationChosen: z.optional(z.boolean()),
    userGroupNames: z._default(z.array(userGroupNameSchema), []),
    assignedRoles: z._default(z.array(textSchema), []),
    systemRoles: z._default(z.array(textSchema), []),
  }),
);
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

export const userListSchema = lazySchema(() => z.array(userSchema));

/** PUT /users (save user): the editable fields. */
export const saveUserBodySchema = lazySchema(() =>
  z.object({
    name: z.optional(nameSchema.check(z.trim(), z.minLength(1))),
    firstName: z.optional(nameSchema.check(z.trim())),
    lastName: z.optional(nameSchema.check(z.trim())),
    img: z.nullish(textSchema),
  }),
);
export type SaveUserBody = z.infer<typeof saveUserBodySchema>;

/** POST /users/update/{id} body (profile picture). */
export const updateUserBodySchema = lazySchema(() => z.object({ img: nameSchema.check(z.minLength(1)), userType: z._default(textSchema, 'regular') }));
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST /users/setHomePage body. */
export const setHomePageBodySchema = lazySchema(() => z.object({ page: nameSchema.check(z.trim(), z.minLength(1), z.startsWith('/')) }));
export type SetHomePageBody = z.infer<typeof setHomePageBodySchema>;
export const setHomePageAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), homePage: textSchema }));
export type SetHomePageAnswer = z.infer<typeof setHomePageAnswerSchema>;

/** POST /users/register-notification body (push token). */
export const registerNotificationBodySchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1), z.maxLength(4096), z.refine(isSingleLine, 'contains characters that are not allowed')),
  }),
);
export type RegisterNotificationBody = z.infer<typeof registerNotificationBodySchema>;

/** GET users/userGroups. */
export const userGroupSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));
export type UserGroup = z.infer<typeof userGroupSchema>;
export const userGroupListSchema = lazySchema(() => z.array(userGroupSchema));

/** POST /users/organizations/join body: a join code, or the organisation id. */
export const joinOrganizationBodySchema = lazySchema(() =>
  z
    .object({ joinCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), organization: z.optional(idSchema) })
    .check(z.refine((body) => body.joinCode !== undefined || body.organization !== undefined, { message: 'joinCode or organization is required' })),
);
export type JoinOrganizationBody = z.infer<typeof joinOrganizationBodySchema>;

/** POST /users/organizations/revoke body. */
export const revokeOrganizationBodySchema = lazySchema(() => z.object({ organization: idSchema }));
export type RevokeOrganizationBody = z.infer<typeof revokeOrganizationBodySchema>;
