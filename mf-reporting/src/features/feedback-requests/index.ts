export { FeedbackRequestsView } from './components/feedback-requests-view';
