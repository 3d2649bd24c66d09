import { useParams } from 'react-router-dom';
import { PublicIssueView } from '../features/issues/components/public-issue-view';

/** /public/issues/:id, where the id is a share link's token. */
export default function PublicIssuePage() {
  const { id } = useParams();
  return <PublicIssueView token={id} />;
}
