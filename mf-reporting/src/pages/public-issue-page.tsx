import { useRouteParam } from 'ui-kit';
import { PublicIssueView } from '../features/issues/components/public-issue-view';

/** /public/issues/:id, where the id is a share link's token. */
export default function PublicIssuePage() {
  const id = useRouteParam('id');
  return <PublicIssueView token={id} />;
}
