/**
 * Issue 20's demo data for contacts as targets: Acme's escalation settings name its facility manager
 * Meera Kulkarni and the AquaFix plumbing vendor, so the settings page and the sweep have real rows.
 * Adds rows only; runs after seedTeamsAndContacts (the contacts must exist).
 */
import type { Db } from './client';
import { escalationContacts } from './schema';

export async function seedContactTargets(db: Db, ids: { acme: string; admin: string }, now: Date): Promise<void> {
  await db
    .insert(escalationContacts)
    .values(['con-acme-1', 'con-acme-3'].map((contactId) => ({ organizationId: ids.acme, contactId, addedBy: ids.admin, createdAt: now })));
}
