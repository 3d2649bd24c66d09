import { useTranslation } from 'react-i18next';
import { useSession } from 'ui-kit';
import { IssueActions } from '../features/issues/components/issue-actions';
import { IssueListView } from '../features/issues/components/issue-list-view';

/** /tickets — the team's work queue: one tap to acknowledge or start, resolve with a photo. */
export default function TicketsPage() {
  const { t } = useTranslation('mf-reporting');
  // A manager's queue is every team's; a fixer's, their teams' and their own.
  const { permissions } = useSession();
  return (
    <IssueListView
      title={t('issues.tickets')}
      scope={permissions.includes('team-write') ? 'all' : 'team'}
      detailPath={(issue) => `/tickets/${issue._id}`}
      cardExtra={(issue, reload) => (
        <TicketActions issueId={issue._id} label={issue.label} facility={issue.facility.name} status={issue.status} onQueued={reload} />
      )}
    />
  );
}

function TicketActions({
  issueId,
  label,
  facility,
  status,
  onQueued,
}: {
  issueId: string;
  label: string;
  facility: string;
  status: string;
  onQueued: () => void;
}) {
  // The list does not carry the caller's allowed actions; the queue offers the fixer's next step.
  const next =
    status === 'assigned' || status === 'reopened'
      ? ['acknowledge' as const]
      : status === 'acknowledged'
        ? ['start' as const]
        : status === 'in_progress'
          ? ['resolve' as const]
          : [];
  return <IssueActions compact issue={{ _id: issueId, label, facility: { name: facility }, allowedActions: next }} onQueued={onQueued} />;
}
