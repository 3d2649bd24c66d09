import { useTranslation } from 'react-i18next';
import { IssueListView } from '../features/issues/components/issue-list-view';

/** /tasks — the work assigned to me. */
export default function TasksPage() {
  const { t } = useTranslation('mf-reporting');
  return <IssueListView title={t('issues.tasks')} scope="mine" detailPath={(issue) => `/tasks/${issue._id}`} />;
}
