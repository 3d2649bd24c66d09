import { PublicFeedbackFormView } from '../features/feedback';
import { useRouteParam } from 'ui-kit';

/** /public/feedback/:token (bare, no sign-in): a visitor's feedback, opened from the facility's second QR code. */
export default function PublicFeedbackPage() {
  const token = useRouteParam('token') ?? '';
  return <PublicFeedbackFormView key={token} token={token} />;
}
