import { FeedbackFrameGate } from '../features/feedback';

/** /new-feedbacks (bare, feedbackMenuView-read): what the avatar menu's Feedbacks opens in its full-screen frame. */
export default function NewFeedbacksPage() {
  return <FeedbackFrameGate />;
}
