import { FeedbackRequestsView } from '../features/feedback-requests';

/** feedbackRequests (feedbackMenuView-read): customer feedback asking for immediate service, with its issue. */
export default function FeedbackRequestsPage() {
  return <FeedbackRequestsView />;
}
