import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextSkeleton, useRouteParam } from 'ui-kit';
import { IssueTimeline } from '../features/issues/components/issue-timeline';
import { useIssue } from '../features/issues/hooks/use-issue';

/** /issues/history/:id: every step of the issue on a timeline. */
export default function IssueHistoryPage() {
  const { t } = useTranslation('mf-reporting');
  const id = useRouteParam('id');
  const { issue, error } = useIssue(id);
  if (error) return <Alert type="error" title={error} style={{ margin: 12 }} />;
  if (!issue) return <TextSkeleton style={{ padding: 12 }} />;
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('issues.history.title')}:{' '}
        <Link to={`/issues/details/${issue._id}`} style={{ textDecoration: 'underline' }}>
          {issue.label}
        </Link>
      </Typography.Title>
      <Typography.Text type="secondary">{issue.facility.name}</Typography.Text>
      <IssueTimeline issue={issue} />
    </Flex>
  );
}
