/** The admin team and contact calls (issue 20). Saving a team stays PUT /organizations/{id}/teams (saveTeam). */
import { apiRequest } from '../api-client';
import {
  buildingTeamsSchema,
  contactListSchema,
  contactSchema,
  statusAnswerSchema,
  teamDetailSchema,
  teamOptionsSchema,
  teamSummaryListSchema,
  type BuildingTeams,
  type Contact,
  type ContactQuery,
  type SaveContactBody,
  type StatusAnswer,
  type TeamDetail,
  type TeamOptions,
  type TeamOverviewQuery,
  type TeamSummary,
} from '../../schemas';

const org = (id: string, rest: string): string => `/organizations/${encodeURIComponent(id)}${rest}`;

/** GET /organizations/{id}/teams/overview: the teams with member and open issue counts. */
export function getTeamOverview(organizationId: string, query: TeamOverviewQuery = {}): Promise<TeamSummary[]> {
  return apiRequest(org(organizationId, '/teams/overview'), { query: { ...query }, schema: teamSummaryListSchema });
}

/** GET /organizations/{id}/teams/options: member candidates (fixer-manager, fixer-internal), parameters and buildings for the team form. */
export function getTeamOptions(organizationId: string): Promise<TeamOptions> {
  return apiRequest(org(organizationId, '/teams/options'), { schema: teamOptionsSchema });
}

/** GET /organizations/{id}/teams/{teamId}: one team with its members, default parameters and buildings named. */
export function getTeamDetail(organizationId: string, teamId: string): Promise<TeamDetail> {
  return apiRequest(org(organizationId, `/teams/${encodeURIComponent(teamId)}`), { schema: teamDetailSchema });
}

/** GET /organizations/{id}/buildings/{buildingId}/teams: which teams look after a building. */
export function getBuildingTeams(organizationId: string, buildingId: string): Promise<BuildingTeams> {
  return apiRequest(org(organizationId, `/buildings/${encodeURIComponent(buildingId)}/teams`), { schema: buildingTeamsSchema });
}

/** GET /organizations/{id}/contacts. */
export function getContacts(organizationId: string, query: ContactQuery = {}): Promise<Contact[]> {
  return apiRequest(org(organizationId, '/contacts'), { query: { ...query }, schema: contactListSchema });
}

/** PUT /organizations/{id}/contacts: create (no _id) or update one contact. */
export function saveContact(organizationId: string, body: SaveContactBody): Promise<Contact> {
  return apiRequest(org(organizationId, '/contacts'), { method: 'PUT', body, schema: contactSchema });
}

/** DELETE /organizations/{id}/contacts/{contactId}: retire a contact (kept for history). */
export function retireContact(organizationId: string, contactId: string): Promise<StatusAnswer> {
  return apiRequest(org(organizationId, `/contacts/${encodeURIComponent(contactId)}`), { method: 'DELETE', schema: statusAnswerSchema });
}
