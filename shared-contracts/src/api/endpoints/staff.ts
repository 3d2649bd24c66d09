/** The people calls of issue 20: staff list and page, roles and groups, (de)activation, bulk actions, invitations, roles overview. */
import { apiRequest } from '../api-client';
import {
  invitationListSchema,
  invitationPreviewSchema,
  issuedInvitationSchema,
  loginAnswerSchema,
  rolesOverviewSchema,
  staffBulkAnswerSchema,
  staffDetailSchema,
  staffPageSchema,
  staffRowSchema,
  statusAnswerSchema,
  type AcceptInvitationBody,
  type ChangeStaffRolesBody,
  type Invitation,
  type InvitationPreview,
  type InviteStaffBody,
  type IssuedInvitation,
  type LoginAnswer,
  type RolesOverview,
  type StaffBulkAnswer,
  type StaffBulkBody,
  type StaffDetail,
  type StaffPage,
  type StaffQuery,
  type StaffRow,
  type StatusAnswer,
} from '../../schemas';

const staffPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

/** GET /admin/staff: one page of the current organisation's staff. */
export function getStaffPage(query: StaffQuery): Promise<StaffPage> {
  return apiRequest('/admin/staff', { query: { ...query }, schema: staffPageSchema });
}

/** GET /admin/staff/{id}. */
export function getStaffMember(id: string): Promise<StaffDetail> {
  return apiRequest(staffPath(id), { schema: staffDetailSchema });
}

/** PUT /admin/staff/{id}/roles. */
export function changeStaffRoles(id: string, body: ChangeStaffRolesBody): Promise<StaffRow> {
  return apiRequest(`${staffPath(id)}/roles`, { method: 'PUT', body, schema: staffRowSchema });
}

/** POST /admin/staff/{id}/deactivate or /reactivate: their sessions end at once on deactivation; their reports stay. */
export function setStaffActive(id: string, active: boolean): Promise<StaffRow> {
  return apiRequest(`${staffPath(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', body: {}, schema: staffRowSchema });
}

/** POST /admin/staff/bulk. */
export function staffBulkAction(body: StaffBulkBody): Promise<StaffBulkAnswer> {
  return apiRequest('/admin/staff/bulk', { method: 'POST', body, schema: staffBulkAnswerSchema });
}

/** GET /admin/invitations. */
export function getInvitations(): Promise<Invitation[]> {
  return apiRequest('/admin/invitations', { schema: invitationListSchema });
}

/** POST /admin/invitations: the answer is the only time the code and link are shown. */
export function inviteStaff(body: InviteStaffBody): Promise<IssuedInvitation> {
  return apiRequest('/admin/invitations', { method: 'POST', body, schema: issuedInvitationSchema });
}

/** DELETE /admin/invitations/{id}. */
export function revokeInvitation(id: string): Promise<StatusAnswer> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', schema: statusAnswerSchema });
}

/** POST /invitations/preview (no sign-in). */
export function previewInvitation(code: string): Promise<InvitationPreview> {
  return apiRequest('/invitations/preview', { method: 'POST', body: { code }, schema: invitationPreviewSchema });
}

/** POST /invitations/accept (no sign-in): answers like a sign-in. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<LoginAnswer> {
  return apiRequest('/invitations/accept', { method: 'POST', body, schema: loginAnswerSchema });
}

/** GET /admin/roles. */
export function getRolesOverview(): Promise<RolesOverview> {
  return apiRequest('/admin/roles', { schema: rolesOverviewSchema });
}
