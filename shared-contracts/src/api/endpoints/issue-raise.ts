/** Issue 16: an issue raised by hand; issue 20: a new token for a share link (an escalation's, shown once). */
import { apiRequest } from '../api-client';
import { type RaiseIssueAnswer, type RaiseIssueBody, type ReissueShareLinkAnswer, raiseIssueAnswerSchema, reissueShareLinkAnswerSchema } from '../../schemas';

/** POST /issues: idempotent by body.key (the outbox retries it). */
export function raiseIssue(body: RaiseIssueBody, signal?: AbortSignal): Promise<RaiseIssueAnswer> {
  return apiRequest('/issues', { method: 'POST', body, schema: raiseIssueAnswerSchema, signal });
}

/** POST /share-links/{id}/token: the link's new token (any earlier one stops working). */
export function reissueShareLink(id: string): Promise<ReissueShareLinkAnswer> {
  return apiRequest(`/share-links/${encodeURIComponent(id)}/token`, { method: 'POST', schema: reissueShareLinkAnswerSchema });
}
