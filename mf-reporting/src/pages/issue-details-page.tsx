import { useRouteParam } from 'ui-kit';
import { IssueDetailsView } from '../features/issues/components/issue-details-view';

/** /issues/details/:id, /issues/acknowledgement/:id, /tickets/:id, /tasks/:id: one issue and what the user may do with it. */
export default function IssueDetailsPage() {
  const id = useRouteParam('id');
  return <IssueDetailsView id={id} />;
}
