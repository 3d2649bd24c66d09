/** Feedback calls (overview popups). */
import { apiRequest } from '../api-client';
import { feedbackListSchema, type FeedbackOverview, type ReviewType } from '../../schemas';

/** GET /feedbacks?organization={id}&reviewType=positive|negative. */
export function getFeedbacks(organizationId: string, reviewType?: ReviewType): Promise<FeedbackOverview[]> {
  return apiRequest('/feedbacks', { query: { organization: organizationId, reviewType }, schema: feedbackListSchema });
}
