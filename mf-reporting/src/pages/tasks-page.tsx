import { useTranslation } from 'react-i18next';
import { ChecksAskedOfMe } from '../features/check-requests/components/checks-asked-of-me';
import { IssueListView } from '../features/issues/components/issue-list-view';

/** /tasks — the work assigned to me: my issues, then the checks a manager asked of me (ad-hoc requests). */
export default function TasksPage() {
  const { t } = useTranslation('mf-reporting');
  return <IssueListView title={t('issues.tasks')} scope="mine" detailPath={(issue) => `/tasks/${issue._id}`} footer={<ChecksAskedOfMe />} />;
}
