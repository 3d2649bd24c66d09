/**
 * Issue 20 (people): the staff of the current organisation as its admins manage them, invitations
 * of one person into one role, and the roles (built-in, read-only; custom, editable) with the
 * permission names a role may hold.
 */
import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, idSchema, isSingleLine, isoDateSchema, nameSchema } from './common';
import { ACCESS_CODE_MAX_HOURS } from './access-code';
import { lazySchema } from './lazy-schema';

const pageNumber = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.refine(Number.isInteger, 'is not a whole number'), z.minimum(1), z.maximum(max)), fallback);
const roleNameSchema = lazySchema(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed')),
);

export const staffStatusSchema = lazySchema(() => z.enum(['active', 'deactivated']));
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/** GET /admin/staff query: search (name, e-mail, phone), filters, paging. */
export const staffQuerySchema = lazySchema(() =>
  z.object({
    q: z.optional(z.string().check(z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed'))),
    group: z.optional(idSchema),
    role: z.optional(idSchema),
    team: z.optional(idSchema),
    status: z.optional(staffStatusSchema),
    page: pageNumber(100_000, 1),
    pageSize: pageNumber(500, 20),
  }),
);
export type StaffQuery = Partial<z.infer<typeof staffQuerySchema>>;

export const staffRowSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    email: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    img: z.nullish(z.string()),
    /** The membership's role in this organisation. */
    role: z.string(),
    /** Groups: the roles assigned beside the main one (their permissions add up). */
    groups: z.array(z.string()),
    teams: z.array(z.object({ _id: idSchema, name: z.string() })),
    status: staffStatusSchema,
  }),
);
export type StaffRow = z.infer<typeof staffRowSchema>;

export const staffPageSchema = lazySchema(() =>
  z.object({ items: z.array(staffRowSchema), total: z.int().check(z.nonnegative()), page: z.int(), pageSize: z.int() }),
);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** GET /admin/staff/{id}: the person, what they work on, and their effective permissions. */
export const staffDetailSchema = lazySchema(() =>
  z.extend(staffRowSchema, {
    permissions: z.array(z.string()),
    shifts: z.array(
      z.object({ _id: idSchema, shift: z.string(), expectedInTime: z.nullish(isoDateSchema), expectedOutTime: z.nullish(isoDateSchema), as: z.string() }),
    ),
    recentReports: z.array(z.object({ _id: idSchema, facility: z.string(), createdAt: isoDateSchema })),
    openIssues: z.array(z.object({ _id: idSchema, label: z.string(), facility: z.string(), status: z.string(), createdAt: isoDateSchema })),
  }),
);
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/** PUT /admin/staff/{id}/roles: the main role and the groups (extra roles). */
export const changeStaffRolesBodySchema = lazySchema(() =>
  z.object({
    role: roleNameSchema,
    groups: z._default(z.array(roleNameSchema).check(z.maxLength(20)), []),
  }),
);
export type ChangeStaffRolesBody = z.input<typeof changeStaffRolesBodySchema>;

/** POST /admin/staff/bulk: one action on up to 200 people; each person is checked on their own. */
export const staffBulkBodySchema = lazySchema(() =>
  z.object({
    ids: z.array(idSchema).check(z.minLength(1), z.maxLength(200)),
    action: z.enum(['deactivate', 'role']),
    role: z.optional(roleNameSchema),
  }),
);
export type StaffBulkBody = z.input<typeof staffBulkBodySchema>;
export const staffBulkAnswerSchema = lazySchema(() => z.object({ updated: z.int(), failed: z.array(z.object({ _id: idSchema, message: z.string() })) }));
export type StaffBulkAnswer = z.infer<typeof staffBulkAnswerSchema>;

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
export const emailSchema = lazySchema(() => z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()));
export const phoneSchema = lazySchema(() => z.string().check(z.trim(), z.regex(PHONE, 'is not a phone number')));

/** POST /admin/invitations: one person, by e-mail or phone, into one role. */
export const inviteStaffBodySchema = lazySchema(() =>
  z
    .object({
      email: z.optional(emailSchema),
      phone: z.optional(phoneSchema),
      role: roleNameSchema,
      expiresInHours: z._default(z.int().check(z.minimum(1), z.maximum(ACCESS_CODE_MAX_HOURS)), 72),
    })
    .check(z.refine((body) => Boolean(body.email) !== Boolean(body.phone), { message: 'give an e-mail or a phone number', path: ['email'] })),
);
export type InviteStaffBody = z.input<typeof inviteStaffBodySchema>;

export const invitationStatusSchema = lazySchema(() => z.enum(['pending', 'accepted', 'expired', 'revoked']));
export const invitationSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    email: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    role: z.string(),
    status: invitationStatusSchema,
    expiresAt: isoDateSchema,
    createdAt: isoDateSchema,
    createdBy: z.string(),
  }),
);
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = lazySchema(() => z.array(invitationSchema));

/** The answer that issues an invitation: the only time its code (and the link that carries it) is shown. */
export const issuedInvitationSchema = lazySchema(() => z.extend(invitationSchema, { code: z.string(), link: z.string() }));
export type IssuedInvitation = z.infer<typeof issuedInvitationSchema>;

/** POST /invitations/preview: what the code invites to (no sign-in). */
export const invitationCodeBodySchema = lazySchema(() => z.object({ code: z.string().check(z.minLength(1), z.maxLength(100)) }));
export const invitationPreviewSchema = lazySchema(() =>
  z.object({
    organizationName: z.string(),
    role: z.string(),
    email: z.nullish(z.string()),
    phone: z.nullish(z.string()),
  }),
);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /invitations/accept: the invited person's name and password (and sign-in e-mail when invited by phone). */
export const acceptInvitationBodySchema = lazySchema(() =>
  z.object({
    code: z.string().check(z.minLength(1), z.maxLength(100)),
    firstName: nameSchema.check(z.trim(), z.minLength(1)),
    lastName: z._default(nameSchema.check(z.trim()), ''),
    email: z.optional(emailSchema),
    password: z.string().check(z.minLength(8), z.maxLength(200)),
  }),
);
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** GET /admin/roles: every permission a role may hold, the built-in roles (read-only) and the custom ones. */
export const rolesOverviewSchema = lazySchema(() =>
  z.object({
    permissions: z.array(z.string()),
    builtIn: z.array(z.object({ name: z.string(), permissions: z.array(z.string()) })),
    custom: z.array(z.object({ _id: idSchema, name: z.string(), permissions: z.array(z.string()) })),
  }),
);
export type RolesOverview = z.infer<typeof rolesOverviewSchema>;
