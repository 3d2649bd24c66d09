/**
 * Issue 20: the organisation's contacts (people outside the product) as targets. A share link can be
 * made for a contact (the link is recorded against them and sent from the sharer's mail or SMS app),
 * and the organisation's escalation settings name contacts who get a link to every escalated issue.
 */
import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { contactSchema } from './contact';
import { lazySchema } from './lazy-schema';

/** Who a share link was made for: enough to show and to write to them. */
export const shareLinkContactSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
  }),
);
export type ShareLinkContact = z.infer<typeof shareLinkContactSchema>;

/** At most this many contacts hear of every escalation. */
export const MAX_ESCALATION_CONTACTS = 20;

/** PUT /organizations/{id}/escalation-contacts: the whole list (an empty list clears it). */
export const saveEscalationContactsBodySchema = lazySchema(() =>
  z.object({
    contactIds: z.array(idSchema).check(
      z.maxLength(MAX_ESCALATION_CONTACTS, `Choose at most ${MAX_ESCALATION_CONTACTS} contacts.`),
      z.refine((ids) => new Set(ids).size === ids.length, 'A contact is chosen twice.'),
    ),
  }),
);
export type SaveEscalationContactsBody = z.infer<typeof saveEscalationContactsBodySchema>;

/** GET/PUT answer: the contacts escalations go to, by name. */
export const escalationContactsSchema = lazySchema(() => z.object({ contacts: z.array(contactSchema) }));
export type EscalationContacts = z.infer<typeof escalationContactsSchema>;
