import { type Contact, type ContactKind } from 'shared-contracts';

/** The spec has no contact-write permission: changing contacts is for organisation administrators (the api checks the same). */
export const CONTACT_WRITE = ['contact-read', 'organization-write'];
export const CONTACT_KINDS: ContactKind[] = ['facility-manager', 'vendor', 'other'];

/** What the phone cards and the desktop table share. */
export interface ContactListProps {
  contacts: readonly Contact[];
  canWrite: boolean;
  onEdit: (contact: Contact) => void;
  onRetire: (contact: Contact) => void;
}
