/** Issue 20: the organisation's escalation contacts (contacts as share targets go through createShareLink's contactId). */
import { apiRequest } from '../api-client';
import { type EscalationContacts, type SaveEscalationContactsBody, escalationContactsSchema } from '../../schemas';

const path = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/escalation-contacts`;

/** GET /organizations/{id}/escalation-contacts. */
export function getEscalationContacts(organizationId: string): Promise<EscalationContacts> {
  return apiRequest(path(organizationId), { schema: escalationContactsSchema });
}

/** PUT /organizations/{id}/escalation-contacts: replaces the list. */
export function saveEscalationContacts(organizationId: string, body: SaveEscalationContactsBody): Promise<EscalationContacts> {
  return apiRequest(path(organizationId), { method: 'PUT', body, schema: escalationContactsSchema });
}
