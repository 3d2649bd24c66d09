import { FeedbackDashboardView } from '../features/feedback';

/** feedback (feedbackMenuView-read): the customer satisfaction dashboard. */
export default function FeedbackPage() {
  return <FeedbackDashboardView />;
}
