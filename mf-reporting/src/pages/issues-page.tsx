import { useTranslation } from 'react-i18next';
import { type IssueScope, seesAllIssues } from 'shared-contracts';
import { useRouteParam, useSession } from 'ui-kit';
import { IssueListView } from '../features/issues/components/issue-list-view';
import { RaiseIssueButton } from '../features/issue-raise/components/raise-issue-button';

/** /issues/:assignment? — mine, my team's or all (managers and readers), with filters in the URL. */
export default function IssuesPage() {
  const { t } = useTranslation('mf-reporting');
  const assignment = useRouteParam('assignment');
  const { permissions } = useSession();
  const all = seesAllIssues({ userId: '', permissions, teamIds: [] });
  const scopes: IssueScope[] = all ? ['all', 'team', 'mine'] : ['team', 'mine'];
  const fixed = scopes.includes(assignment as IssueScope) ? (assignment as IssueScope) : undefined;
  return (
    <IssueListView
      title={t('issues.title')}
      scope={fixed}
      scopes={scopes}
      detailPath={(issue) => `/issues/details/${issue._id}`}
      actions={<RaiseIssueButton />}
    />
  );
}
