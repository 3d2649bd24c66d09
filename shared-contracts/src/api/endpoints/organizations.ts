/** Organisation calls (spec 001 §7, organisation and overview popups). */
import { apiRequest } from '../api-client';
import {
  checklistTemplateListSchema,
  checklistTemplateSchema,
  countAnswerSchema,
  customRoleListSchema,
  customRoleSchema,
  facilityTypeListSchema,
  facilityTypeSchema,
  feedbackParameterListSchema,
  feedbackTemplateListSchema,
  feedbackTemplateSchema,
  issuedActivationKeySchema,
  issuedJoinCodeSchema,
  joinCodeListSchema,
  locationListSchema,
  locationSchema,
  organizationSchema,
  organizationSetupAnswerSchema,
  setupStatusSchema,
  statusAnswerSchema,
  teamListSchema,
  teamSchema,
  type ChecklistTemplate,
  type CountAnswer,
  type CustomRole,
  type FacilityType,
  type FeedbackParameter,
  type FeedbackTemplate,
  type IssueActivationKeyBody,
  type IssuedActivationKey,
  type IssuedJoinCode,
  type IssueJoinCodeBody,
  type JoinCode,
  type Location,
  type Organization,
  type OrganizationSetupAnswer,
  type SaveCustomRoleBody,
  type SaveFacilityTypeBody,
  type SaveLocationBody,
  type SaveTeamBody,
  type SetupStatus,
  type StatusAnswer,
  type Team,
  type UpdateOrganizationBody,
} from '../../schemas';

const org = (id: string, rest = ''): string => `/organizations/${encodeURIComponent(id)}${rest}`;
const sub = (id: string, part: string, itemId: string): string => org(id, `/${part}/${encodeURIComponent(itemId)}`);

/** GET /organizations/{id}: only the caller's organisations (another id is a 404). */
export function getOrganization(id: string): Promise<Organization> {
  return apiRequest(org(id), { schema: organizationSchema });
}

/** GET /organizations/{id}/branding: name, logo, theme and settings, for any member (the header's branding). */
export function getOrganizationBranding(id: string): Promise<Organization> {
  return apiRequest(`${org(id)}/branding`, { schema: organizationSchema });
}

/** PUT /organizations/{id}. */
export function updateOrganization(id: string, body: UpdateOrganizationBody): Promise<Organization> {
  return apiRequest(org(id), { method: 'PUT', body, schema: organizationSchema });
}

/** POST /organizations/activate with activationKey (progress 0.25). */
export function activateOrganization(activationKey: string): Promise<OrganizationSetupAnswer> {
  return apiRequest('/organizations/activate', { method: 'POST', body: { activationKey }, schema: organizationSetupAnswerSchema });
}

/** POST /organizations/{id}/facilities/generate with activationKey (progress 0.5). */
export function generateFacilities(id: string, activationKey: string): Promise<OrganizationSetupAnswer> {
  return apiRequest(org(id, '/facilities/generate'), { method: 'POST', body: { activationKey }, schema: organizationSetupAnswerSchema });
}

/** POST /organizations/{id}/templates/generate (progress 0.75). */
export function generateTemplates(id: string): Promise<OrganizationSetupAnswer> {
  return apiRequest(org(id, '/templates/generate'), { method: 'POST', body: {}, schema: organizationSetupAnswerSchema });
}

/** POST /organizations/{id}/configure (progress 1, 'Done!'). */
export function configureOrganization(id: string): Promise<OrganizationSetupAnswer> {
  return apiRequest(org(id, '/configure'), { method: 'POST', body: {}, schema: organizationSetupAnswerSchema });
}

/** GET /organizations/{id}/setup-status (organization-read): the set-up cards' state (spec 001 §2.5). */
export function getSetupStatus(id: string): Promise<SetupStatus> {
  return apiRequest(org(id, '/setup-status'), { schema: setupStatusSchema });
}

/** GET /organizations/{id}/locations. */
export function getLocations(id: string): Promise<Location[]> {
  return apiRequest(org(id, '/locations'), { schema: locationListSchema });
}

/** PUT /organizations/{id}/locations: create or update one location. */
export function saveLocation(id: string, body: SaveLocationBody): Promise<Location> {
  return apiRequest(org(id, '/locations'), { method: 'PUT', body, schema: locationSchema });
}

/** DELETE /organizations/{id}/locations/{locId}. */
export function deleteLocation(id: string, locationId: string): Promise<StatusAnswer> {
  return apiRequest(sub(id, 'locations', locationId), { method: 'DELETE', schema: statusAnswerSchema });
}

/** GET /organizations/{id}/teams. */
export function getTeams(id: string): Promise<Team[]> {
  return apiRequest(org(id, '/teams'), { schema: teamListSchema });
}

/** PUT /organizations/{id}/teams: create or update one team. */
export function saveTeam(id: string, body: SaveTeamBody): Promise<Team> {
  return apiRequest(org(id, '/teams'), { method: 'PUT', body, schema: teamSchema });
}

/** DELETE /organizations/{id}/teams/{teamId}. */
export function deleteTeam(id: string, teamId: string): Promise<StatusAnswer> {
  return apiRequest(sub(id, 'teams', teamId), { method: 'DELETE', schema: statusAnswerSchema });
}

/** GET /organizations/{id}/facilityTypes (optional refresh=true): facility types; `kind` 'asset' or 'all' for asset types (issue 19). */
export function getFacilityTypes(id: string, options: { refresh?: boolean; kind?: 'facility' | 'asset' | 'all' } = {}): Promise<FacilityType[]> {
  return apiRequest(org(id, '/facilityTypes'), { query: { refresh: options.refresh, kind: options.kind }, schema: facilityTypeListSchema });
}

/** PUT /organizations/{id}/facilityTypes: create or update one type. */
export function saveFacilityType(id: string, body: SaveFacilityTypeBody): Promise<FacilityType> {
  return apiRequest(org(id, '/facilityTypes'), { method: 'PUT', body, schema: facilityTypeSchema });
}

/** DELETE /organizations/{id}/facilityTypes/{typeId}. */
export function deleteFacilityType(id: string, typeId: string): Promise<StatusAnswer> {
  return apiRequest(sub(id, 'facilityTypes', typeId), { method: 'DELETE', schema: statusAnswerSchema });
}

/** GET /organizations/{id}/checklistTemplates (refresh parameter). */
export function getChecklistTemplates(id: string, options: { refresh?: boolean } = {}): Promise<ChecklistTemplate[]> {
  return apiRequest(org(id, '/checklistTemplates'), { query: { refresh: options.refresh }, schema: checklistTemplateListSchema });
}

/** PUT /organizations/{id}/checklistTemplates. */
export function saveChecklistTemplate(id: string, body: ChecklistTemplate): Promise<ChecklistTemplate> {
  return apiRequest(org(id, '/checklistTemplates'), { method: 'PUT', body, schema: checklistTemplateSchema });
}

/** GET /organizations/{id}/feedbackTemplates. */
export function getFeedbackTemplates(id: string): Promise<FeedbackTemplate[]> {
  return apiRequest(org(id, '/feedbackTemplates'), { schema: feedbackTemplateListSchema });
}

/** PUT /organizations/{id}/feedbackTemplates. */
export function saveFeedbackTemplate(id: string, body: FeedbackTemplate): Promise<FeedbackTemplate> {
  return apiRequest(org(id, '/feedbackTemplates'), { method: 'PUT', body, schema: feedbackTemplateSchema });
}

/** GET /organizations/{id}/customRoles. */
export function getCustomRoles(id: string): Promise<CustomRole[]> {
  return apiRequest(org(id, '/customRoles'), { schema: customRoleListSchema });
}

/** POST /organizations/{id}/customRoles: create. */
export function createCustomRole(id: string, body: SaveCustomRoleBody): Promise<CustomRole> {
  return apiRequest(org(id, '/customRoles'), { method: 'POST', body, schema: customRoleSchema });
}

/** PUT /organizations/{id}/customRoles: update. */
export function updateCustomRole(id: string, body: SaveCustomRoleBody): Promise<CustomRole> {
  return apiRequest(org(id, '/customRoles'), { method: 'PUT', body, schema: customRoleSchema });
}

/** GET /organizations/{id}/feedbackParameters. */
export function getFeedbackParameters(id: string): Promise<FeedbackParameter[]> {
  return apiRequest(org(id, '/feedbackParameters'), { schema: feedbackParameterListSchema });
}

/** GET /organizations/{id}/facilities/count. */
export function getOrganizationFacilityCount(id: string): Promise<CountAnswer> {
  return apiRequest(org(id, '/facilities/count'), { schema: countAnswerSchema });
}

/** GET /organizations/{id}/users/count. */
export function getOrganizationUserCount(id: string): Promise<CountAnswer> {
  return apiRequest(org(id, '/users/count'), { schema: countAnswerSchema });
}

/** POST /organizations/{id}/joinCodes (organization-write): the answer is the only time the code is shown. */
export function issueJoinCode(id: string, body: IssueJoinCodeBody): Promise<IssuedJoinCode> {
  return apiRequest(org(id, '/joinCodes'), { method: 'POST', body, schema: issuedJoinCodeSchema });
}

/** GET /organizations/{id}/joinCodes (organization-write): issued codes, without the codes themselves. */
export function listJoinCodes(id: string): Promise<JoinCode[]> {
  return apiRequest(org(id, '/joinCodes'), { schema: joinCodeListSchema });
}

/** DELETE /organizations/{id}/joinCodes/{codeId}: the code stops working at once. */
export function revokeJoinCode(id: string, codeId: string): Promise<StatusAnswer> {
  return apiRequest(sub(id, 'joinCodes', codeId), { method: 'DELETE', schema: statusAnswerSchema });
}

/** POST /organizations/{id}/activationKeys (system administrators): a single-use key for one email. */
export function issueActivationKey(id: string, body: IssueActivationKeyBody): Promise<IssuedActivationKey> {
  return apiRequest(org(id, '/activationKeys'), { method: 'POST', body, schema: issuedActivationKeySchema });
}

/** DELETE /organizations/{id}/activationKeys/{keyId}. */
export function revokeActivationKey(id: string, keyId: string): Promise<StatusAnswer> {
  return apiRequest(sub(id, 'activationKeys', keyId), { method: 'DELETE', schema: statusAnswerSchema });
}
