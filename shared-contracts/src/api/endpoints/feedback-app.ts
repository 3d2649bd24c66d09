/** Customer feedback (issue 21): the visitor's public page, the dashboard, requests and a facility's link. */
import { apiRequest } from '../api-client';
import {
  feedbackDashboardSchema,
  feedbackLinkSchema,
  feedbackRequestPageSchema,
  publicFeedbackAnswerSchema,
  publicFeedbackFormSchema,
  type FeedbackDashboard,
  type FeedbackDashboardQuery,
  type FeedbackLink,
  type FeedbackRequestPage,
  type FeedbackRequestQuery,
  type PublicFeedbackAnswer,
  type PublicFeedbackBody,
  type PublicFeedbackForm,
} from '../../schemas';

type Query = Record<string, string | number | boolean | undefined>;
const tokenPath = (token: string) => `/public/feedback/${encodeURIComponent(token)}`;

/** GET /public/feedback/{token}: no sign-in; the facility's name and what to rate. */
export function getPublicFeedbackForm(token: string): Promise<PublicFeedbackForm> {
  return apiRequest(tokenPath(token), { schema: publicFeedbackFormSchema });
}

/** POST /public/feedback/{token}: no sign-in, rate-limited. */
export function sendPublicFeedback(token: string, body: PublicFeedbackBody): Promise<PublicFeedbackAnswer> {
  return apiRequest(tokenPath(token), { method: 'POST', body, schema: publicFeedbackAnswerSchema });
}

/** GET /feedbacks/dashboard: satisfaction by day, facility and parameter, and the latest comments. */
export function getFeedbackDashboard(query: FeedbackDashboardQuery = {}, options: { signal?: AbortSignal } = {}): Promise<FeedbackDashboard> {
  return apiRequest('/feedbacks/dashboard', { query: { ...query } as Query, schema: feedbackDashboardSchema, signal: options.signal });
}

/** GET /feedbackRequests: feedback asking for immediate service, with its issue's status. */
export function getFeedbackRequests(query: FeedbackRequestQuery = {}, options: { signal?: AbortSignal } = {}): Promise<FeedbackRequestPage> {
  return apiRequest('/feedbackRequests', { query: { ...query } as Query, schema: feedbackRequestPageSchema, signal: options.signal });
}

/** GET /facilities/{id}/feedback-link: the facility's current public feedback link (issued on first ask). */
export function getFeedbackLink(facilityId: string): Promise<FeedbackLink> {
  return apiRequest(`/facilities/${encodeURIComponent(facilityId)}/feedback-link`, { schema: feedbackLinkSchema });
}

/** POST /facilities/{id}/feedback-link: a new link; the old one (and its printed code) stops working. */
export function renewFeedbackLink(facilityId: string): Promise<FeedbackLink> {
  return apiRequest(`/facilities/${encodeURIComponent(facilityId)}/feedback-link`, { method: 'POST', schema: feedbackLinkSchema });
}
