/**
 * Join codes (POST /users/organizations/join) and activation keys (POST /organizations/activate)
 * as an organisation's admins issue them. The code or key itself is shown once, in the answer that
 * issues it: the server keeps only its hash.
 */
import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, idSchema, isSingleLine, isoDateSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Most people one join code may let in, and the longest a code or key may stay valid (30 days). */
export const JOIN_CODE_MAX_USES = 1000;
export const ACCESS_CODE_MAX_HOURS = 720;

/** POST /organizations/{id}/joinCodes body: the role it grants (never an administrator's), how many uses, how long. */
export const issueJoinCodeBodySchema = lazySchema(() =>
  z.object({
    role: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed')),
    maxUses: z._default(z.int().check(z.minimum(1), z.maximum(JOIN_CODE_MAX_USES)), 1),
    expiresInHours: z._default(z.int().check(z.minimum(1), z.maximum(ACCESS_CODE_MAX_HOURS)), 72),
  }),
);
export type IssueJoinCodeBody = z.input<typeof issueJoinCodeBodySchema>;

/** A join code as GET /organizations/{id}/joinCodes lists it (without the code). */
export const joinCodeSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    role: z.string(),
    maxUses: z.int(),
    uses: z.int(),
    expiresAt: isoDateSchema,
    createdAt: isoDateSchema,
    createdBy: z.string(),
    revoked: z.boolean(),
  }),
);
export type JoinCode = z.infer<typeof joinCodeSchema>;
export const joinCodeListSchema = lazySchema(() => z.array(joinCodeSchema));

/** The answer that issues a join code: the only time the code is shown. */
export const issuedJoinCodeSchema = lazySchema(() => z.extend(joinCodeSchema, { code: z.string() }));
export type IssuedJoinCode = z.infer<typeof issuedJoinCodeSchema>;

/** POST /organizations/{id}/activationKeys body: who may activate, and for how long (7 days by default). */
export const issueActivationKeyBodySchema = lazySchema(() =>
  z.object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
    expiresInHours: z._default(z.int().check(z.minimum(1), z.maximum(ACCESS_CODE_MAX_HOURS)), 168),
  }),
);
export type IssueActivationKeyBody = z.input<typeof issueActivationKeyBodySchema>;

/** The answer that issues an activation key: the only time the key is shown. */
export const issuedActivationKeySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    organization: idSchema,
    activationKey: z.string(),
    email: z.string(),
    expiresAt: isoDateSchema,
  }),
);
export type IssuedActivationKey = z.infer<typeof issuedActivationKeySchema>;
