/** User calls (spec 001 §7, session and user). */
import { apiRequest } from '../api-client';
import {
  profileAnswerSchema,
  setHomePageAnswerSchema,
  statusAnswerSchema,
  switchOrganizationAnswerSchema,
  userGroupListSchema,
  userListSchema,
  userSchema,
  type JoinOrganizationBody,
  type ProfileAnswer,
  type RevokeOrganizationBody,
  type SaveUserBody,
  type SetHomePageAnswer,
  type StatusAnswer,
  type SwitchOrganizationAnswer,
  type UpdateUserBody,
  type User,
  type UserGroup,
} from '../../schemas';

/** GET /users/profile: user, a fresh token and the switchable organisations. */
export function getProfile(): Promise<ProfileAnswer> {
  return apiRequest('/users/profile', { schema: profileAnswerSchema });
}

/** PUT /users: save the signed-in user's editable fields. */
export function saveUser(body: SaveUserBody): Promise<User> {
  return apiRequest('/users', { method: 'PUT', body, schema: userSchema });
}

/** POST /users/update/{id} with img and userType (profile picture). Status 200 means success. */
export function updateUser(id: string, body: UpdateUserBody): Promise<StatusAnswer> {
  return apiRequest(`/users/update/${encodeURIComponent(id)}`, { method: 'POST', body, schema: statusAnswerSchema });
}

/** POST /users/setHomePage with the page path. */
export function setHomePage(page: string): Promise<SetHomePageAnswer> {
  return apiRequest('/users/setHomePage', { method: 'POST', body: { page }, schema: setHomePageAnswerSchema });
}

/** POST /users/register-notification with the push token. */
export function registerNotification(token: string): Promise<StatusAnswer> {
  return apiRequest('/users/register-notification', { method: 'POST', body: { token }, schema: statusAnswerSchema });
}

/** GET /users/staff: the organisation's staff. */
export function getStaff(): Promise<User[]> {
  return apiRequest('/users/staff', { schema: userListSchema });
}

/** GET /users/reportees. */
export function getReportees(): Promise<User[]> {
  return apiRequest('/users/reportees', { schema: userListSchema });
}

/** GET users/userGroups. */
export function getUserGroups(): Promise<UserGroup[]> {
  return apiRequest('/users/userGroups', { schema: userGroupListSchema });
}

/** POST /users/organizations/join. */
export function joinOrganization(body: JoinOrganizationBody): Promise<StatusAnswer> {
  return apiRequest('/users/organizations/join', { method: 'POST', body, schema: statusAnswerSchema });
}

/** POST /users/organizations/revoke. */
export function revokeOrganization(body: RevokeOrganizationBody): Promise<StatusAnswer> {
  return apiRequest('/users/organizations/revoke', { method: 'POST', body, schema: statusAnswerSchema });
}

/** POST /users/organizations/switch?organization={id}: answers a token for the new organisation. */
export function switchOrganization(organizationId: string): Promise<SwitchOrganizationAnswer> {
  return apiRequest('/users/organizations/switch', {
    method: 'POST',
    query: { organization: organizationId },
    body: {},
    schema: switchOrganizationAnswerSchema,
  });
}

/** POST /admin/users/organizations/?organization={id} (admin switch). */
export function adminSwitchOrganization(organizationId: string): Promise<SwitchOrganizationAnswer> {
  return apiRequest('/admin/users/organizations/', {
    method: 'POST',
    query: { organization: organizationId },
    body: {},
    schema: switchOrganizationAnswerSchema,
  });
}
