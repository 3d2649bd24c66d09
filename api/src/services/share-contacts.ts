/**
 * Issue 20: the organisation's contacts as targets of share links and escalations. A contact of
 * another organisation is 404 (as if it did not exist), a retired one 409; the escalation sweep makes
 * each escalation contact a link to the escalated issue, recorded against them (share_links.contact_id).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Contact, ShareLinkContact } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { contacts, escalationContacts, shareLinks } from '../db/schema';
import { conflict, notFound } from '../http/errors';

type ContactRow = typeof contacts.$inferSelect;

const asTarget = (row: Pick<ContactRow, 'id' | 'name' | 'email' | 'phone'>): ShareLinkContact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
});

export const toContact = (row: ContactRow): Contact => ({
  _id: row.id,
  name: row.name,
  kind: row.kind === 'facility-manager' || row.kind === 'vendor' ? row.kind : 'other',
  company: row.company,
  phone: row.phone,
  email: row.email,
  note: row.note,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

/** The organisation's active contacts among `ids`; throws 404 for one that is not the organisation's, 409 for a retired one. */
export async function requireContacts(db: Db, organizationId: string, ids: readonly string[]): Promise<ContactRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw notFound('No such contact.');
    if (!row.active) throw conflict(`${row.name} is retired and cannot be chosen.`);
  }
  return ids.map((id) => byId.get(id)).filter((row): row is ContactRow => Boolean(row));
}

/** One contact a link is shared to. */
export async function requireShareContact(db: Db, organizationId: string, contactId: string): Promise<ShareLinkContact> {
  const [row] = await requireContacts(db, organizationId, [contactId]);
  if (!row) throw notFound('No such contact.');
  return asTarget(row);
}

/** The contacts named by share links, by id (retired ones too: a link made before stays attributed). */
export async function shareContactsOf(db: Db, organizationId: string, ids: readonly (string | null)[]): Promise<Map<string, ShareLinkContact>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, wanted)));
  return new Map(rows.map((row) => [row.id, asTarget(row)]));
}

/** The organisation's escalation contacts, by name; `activeOnly` leaves out contacts retired since they were chosen. */
export async function escalationContactsOf(db: Db, organizationId: string, activeOnly = false): Promise<ContactRow[]> {
  const rows = await db
    .select({ contact: contacts })
    .from(escalationContacts)
    .innerJoin(contacts, eq(contacts.id, escalationContacts.contactId))
    .where(and(eq(escalationContacts.organizationId, organizationId), activeOnly ? eq(contacts.active, true) : undefined))
    .orderBy(asc(contacts.name));
  return rows.map((row) => row.contact);
}

/** Replaces the organisation's escalation contacts (already checked with requireContacts). */
export async function replaceEscalationContacts(db: Db, organizationId: string, contactIds: readonly string[], by: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(escalationContacts).where(eq(escalationContacts.organizationId, organizationId));
    if (contactIds.length > 0) {
      await tx.insert(escalationContacts).values(contactIds.map((contactId) => ({ organizationId, contactId, addedBy: by, createdAt: at })));
    }
  });
}

/** Who made the links of an escalation (share_links.created_by). */
export const ESCALATION_SWEEP = 'escalation-sweep';

/**
 * An escalated issue's link for each of the organisation's escalation contacts, recorded against them;
 * answers their names. The product sends no mail itself: the issue's share panel shows each link with
 * its contact, and a manager sends it from their own mail or SMS app.
 */
export async function linkEscalationContacts(db: Db, organizationId: string, issueId: string, at: Date): Promise<string[]> {
  const targets = await escalationContactsOf(db, organizationId, true);
  if (targets.length === 0) return [];
  await db.insert(shareLinks).values(
    targets.map((contact) => ({
      id: `shl-${randomUUID()}`,
      organizationId,
      kind: 'issue',
      targetId: issueId,
      tokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
      createdBy: ESCALATION_SWEEP,
      createdAt: at,
      contactId: contact.id,
    })),
  );
  return targets.map((contact) => contact.name);
}
