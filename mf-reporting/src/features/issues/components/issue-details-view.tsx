import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { assetUrl } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextSkeleton, useSession } from 'ui-kit';
import { useIssue } from '../hooks/use-issue';
import { DueText } from './due-text';
import { IssueActions } from './issue-actions';
import { IssueComments } from './issue-comments';
import { IssueMediaGallery } from './issue-media-gallery';
import { IssueStatusTag, UrgencyTag } from './issue-status-tag';
import { ShareLinkButton } from './share-link-button';

/** One issue: what and where, its photos, the steps the user may take, then comments (a detail page's order). */
export function IssueDetailsView({ id }: { id: string | undefined }) {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const { issue, error, reload } = useIssue(id);
  if (error) return <Alert type="error" title={error} style={{ margin: 12 }} />;
  if (!issue) return <TextSkeleton style={{ padding: 12 }} />;
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Flex gap="small" align="center">
        {issue.img ? <img src={assetUrl(issue.img)} alt="" width={48} height={48} /> : null}
        <Flex vertical>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {issue.label}
          </Typography.Title>
          <Typography.Text type="secondary">{issue.facility.name}</Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={4} wrap align="center">
        <IssueStatusTag status={issue.status} />
        <UrgencyTag urgency={issue.urgencyLevel} />
        <DueText issue={issue} />
      </Flex>
      <IssueActions issue={issue} onQueued={reload} />
      <Card size="small" title={t('issues.details')}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'description', label: t('issues.description'), children: issue.description || '—' },
            { key: 'quantity', label: t('issues.quantity'), children: issue.quantity },
            { key: 'tags', label: t('issues.tags'), children: issue.tags.length ? issue.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '—' },
            { key: 'team', label: t('issues.team'), children: issue.team?.name ?? '—' },
            { key: 'assignee', label: t('issues.assigneeLabel'), children: issue.assignee?.name ?? '—' },
            { key: 'raised', label: t('issues.raisedBy'), children: `${issue.raisedBy?.name ?? '—'} · ${dayjs(issue.createdAt).format('YYYY/MM/DD HH:mm')}` },
          ]}
        />
      </Card>
      <Card size="small" title={t('issues.media')}>
        <IssueMediaGallery media={issue.media} />
      </Card>
      <Flex gap="small" wrap>
        <Link to={`/issues/history/${issue._id}`}>
          <Button icon={<HistoryOutlined />}>{t('issues.history.title')}</Button>
        </Link>
        {permissions.includes('team-write') ? <ShareLinkButton issueId={issue._id} /> : null}
      </Flex>
      <Card size="small" title={t('issues.comments')}>
        <IssueComments issue={issue} onQueued={reload} />
      </Card>
    </Flex>
  );
}
