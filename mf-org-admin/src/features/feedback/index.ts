export { FeedbackDashboardView } from './components/feedback-dashboard';
export { FeedbackFrameGate } from './components/frame-gate';
export { PublicFeedbackFormView } from './components/public-feedback-form';
