/** The issue life cycle's calls (issue 16): lists, one issue, actions, comments, escalations, share links. */
import { apiRequest } from '../api-client';
import {
  escalationListSchema,
  issueActionAnswerSchema,
  issueMediaListSchema,
  issuePageSchema,
  issueViewSchema,
  publicShareSchema,
  shareLinkListSchema,
  shareLinkSchema,
  statusAnswerSchema,
  type CreateShareLinkBody,
  type IssueActionAnswer,
  type IssueActionBody,
  type IssueCommentBody,
  type IssueListQuery,
  type IssueMedia,
  type IssuePage,
  type IssueSummary,
  type IssueView,
  type PublicShare,
  type ShareLink,
  type ShareLinkKind,
  type StatusAnswer,
} from '../../schemas';

const path = (id: string) => `/issues/${encodeURIComponent(id)}`;

/** GET /issues/list: one page of issues with counts per status. */
export function listIssues(query: IssueListQuery = {}, signal?: AbortSignal): Promise<IssuePage> {
  return apiRequest('/issues/list', { query: { ...query }, schema: issuePageSchema, signal });
}

/** GET /issues/{id}: everything about one issue. */
export function getIssue(id: string, signal?: AbortSignal): Promise<IssueView> {
  return apiRequest(path(id), { schema: issueViewSchema, signal });
}

/** GET /issues/{id}/media: the photos and voice notes of an issue and of the report that raised it. */
export function getIssueMedia(id: string): Promise<IssueMedia[]> {
  return apiRequest(`${path(id)}/media`, { schema: issueMediaListSchema });
}

/** POST /issues/{id}/actions: one step of the life cycle, idempotent by body.key. */
export function takeIssueAction(id: string, body: IssueActionBody, signal?: AbortSignal): Promise<IssueActionAnswer> {
  return apiRequest(`${path(id)}/actions`, { method: 'POST', body, schema: issueActionAnswerSchema, signal });
}

/** POST /issues/{id}/comments, idempotent by body.key. */
export function addIssueComment(id: string, body: IssueCommentBody, signal?: AbortSignal): Promise<IssueActionAnswer> {
  return apiRequest(`${path(id)}/comments`, { method: 'POST', body, schema: issueActionAnswerSchema, signal });
}

/** PUT /issues/{id}/comments/{commentId}: only its author. */
export function editIssueComment(id: string, commentId: string, text: string): Promise<StatusAnswer> {
  return apiRequest(`${path(id)}/comments/${encodeURIComponent(commentId)}`, { method: 'PUT', body: { text }, schema: statusAnswerSchema });
}

/** GET /escalations: overdue open issues, latest first. */
export function getEscalations(): Promise<IssueSummary[]> {
  return apiRequest('/escalations', { schema: escalationListSchema });
}

/** POST /share-links: the answer carries the token once. */
export function createShareLink(body: CreateShareLinkBody): Promise<ShareLink> {
  return apiRequest('/share-links', { method: 'POST', body, schema: shareLinkSchema });
}

/** GET /share-links?kind=&targetId=: the record's links (no tokens). */
export function getShareLinks(kind: ShareLinkKind, targetId: string): Promise<ShareLink[]> {
  return apiRequest('/share-links', { query: { kind, targetId }, schema: shareLinkListSchema });
}

/** DELETE /share-links/{id}: the link stops working at once. */
export function revokeShareLink(id: string): Promise<StatusAnswer> {
  return apiRequest(`/share-links/${encodeURIComponent(id)}`, { method: 'DELETE', schema: statusAnswerSchema });
}

/** GET /public/links/{token}: no sign-in. */
export function getPublicShare(token: string): Promise<PublicShare> {
  return apiRequest(`/public/links/${encodeURIComponent(token)}`, { schema: publicShareSchema });
}
