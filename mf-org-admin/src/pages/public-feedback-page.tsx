import { useParams } from 'react-router-dom';
import { PublicFeedbackFormView } from '../features/feedback';

/** /public/feedback/:token (bare, no sign-in): a visitor's feedback, opened from the facility's second QR code. */
export default function PublicFeedbackPage() {
  const { token = '' } = useParams();
  return <PublicFeedbackFormView key={token} token={token} />;
}
