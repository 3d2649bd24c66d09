/**
 * The organisation's contact list (issue 20): facility managers, vendors and others outside the
 * product, with a phone to call and an e-mail to write to. Retired contacts stay for history.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

export const contactKindSchema = lazySchema(() => z.enum(['facility-manager', 'vendor', 'other']));
export type ContactKind = z.infer<typeof contactKindSchema>;

/** Digits with an optional leading +, spaces and dashes allowed: what a tel: link can dial. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;

const phoneSchema = lazySchema(() => z.string().check(z.trim(), z.maxLength(24), z.regex(PHONE_PATTERN, 'Enter a phone number (digits, optional +).')));
const emailSchema = lazySchema(() => z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email('Enter an e-mail address.')));

export const contactSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    kind: contactKindSchema,
    company: z.nullable(nameSchema),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    note: z.nullable(textSchema),
    active: z.boolean(),
    updatedAt: isoDateSchema,
  }),
);
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = lazySchema(() => z.array(contactSchema));

/** PUT /organizations/{id}/contacts: create (no _id) or update. A contact needs a phone or an e-mail. */
export const saveContactBodySchema = lazySchema(() =>
  z
    .object({
      _id: z.optional(idSchema),
      name: nameSchema.check(z.trim(), z.minLength(1, 'Enter a name.')),
      kind: z._default(contactKindSchema, 'other'),
      company: z.nullish(nameSchema.check(z.trim())),
      phone: z.nullish(z.union([z.literal(''), phoneSchema])),
      email: z.nullish(z.union([z.literal(''), emailSchema])),
      note: z.nullish(textSchema),
    })
    .check(
      z.refine((body) => Boolean(body.phone) || Boolean(body.email), {
        message: 'Enter a phone number or an e-mail address.',
        path: ['phone'],
      }),
    ),
);
export type SaveContactBody = z.input<typeof saveContactBodySchema>;

export const contactQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    kind: z.optional(contactKindSchema),
    retired: z.optional(z.enum(['true', 'false'])),
  }),
);
export type ContactQuery = z.infer<typeof contactQuerySchema>;
