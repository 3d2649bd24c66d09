import { PublicFeedbackFormView } from '../features/feedback';
import { useRouteId } from '../shared/use-route-id';

/** /public/feedback/:token (bare, no sign-in): a visitor's feedback, opened from the facility's second QR code. */
export default function PublicFeedbackPage() {
  const token = useRouteId('token');
  return <PublicFeedbackFormView key={token} token={token} />;
}
