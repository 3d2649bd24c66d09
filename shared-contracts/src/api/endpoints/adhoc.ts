/** Ad-hoc request calls (spec 000 §7). */
import { apiRequest } from '../api-client';
import {
  adHocRequestIssueAnswerSchema,
  adHocRequestListSchema,
  adHocRequestOverviewAnswerSchema,
  type AdHocRequestOverviewAnswer,
  type AdHocRequestOverviewQuery,
  type AdHocReassignBody,
  statusAnswerSchema,
  type StatusAnswer,
  type AdHocRequest,
  type AdHocRequestIssueAnswer,
  type AdHocRequestIssueBody,
} from '../../schemas';

/** GET /shifts/reporter/adhoc-requests?reporterId={id}. */
export function getReporterAdhocRequests(reporterId: string): Promise<AdHocRequest[]> {
  return apiRequest('/shifts/reporter/adhoc-requests', { query: { reporterId }, schema: adHocRequestListSchema });
}

/** POST /shifts/add/adhoc-request-issue (HTTP 200 means success). */
export function addAdhocRequestIssue(body: AdHocRequestIssueBody): Promise<AdHocRequestIssueAnswer> {
  return apiRequest('/shifts/add/adhoc-request-issue', {
    method: 'POST',
    body: { status: 'unchecked', ...body },
    schema: adHocRequestIssueAnswerSchema,
  });
}

/** GET /adhoc-requests/all: the organisation's ad-hoc requests (a manager's view), paged, newest first. */
export function getAdhocRequestOverview(query: AdHocRequestOverviewQuery = {}): Promise<AdHocRequestOverviewAnswer> {
  return apiRequest('/adhoc-requests/all', { query: { ...query } as Record<string, string | number | undefined>, schema: adHocRequestOverviewAnswerSchema });
}

/** PUT /adhoc-requests/{id}/assignee (a manager): 409 once the request is checked or cancelled. */
export function reassignAdhocRequest(id: string, body: AdHocReassignBody): Promise<StatusAnswer> {
  return apiRequest(`/adhoc-requests/${encodeURIComponent(id)}/assignee`, { method: 'PUT', body, schema: statusAnswerSchema });
}

/** POST /adhoc-requests/{id}/cancel (a manager or who raised it): 409 once the request is checked or cancelled. */
export function cancelAdhocRequest(id: string): Promise<StatusAnswer> {
  return apiRequest(`/adhoc-requests/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, schema: statusAnswerSchema });
}
