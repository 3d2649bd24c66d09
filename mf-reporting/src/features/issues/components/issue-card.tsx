import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { assetUrl, type IssueSummary } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DueText } from './due-text';
import { IssueStatusTag, UrgencyTag } from './issue-status-tag';

/** One issue as a phone card: what, where, status, urgency, due, who. */
export function IssueCard({ issue, to, extra }: { issue: IssueSummary; to: string; extra?: React.ReactNode }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Card size="small" data-testid="issue-card" aria-label={`${issue.label}, ${issue.facility.name}`}>
      <Flex gap="small" align="start">
        {issue.img ? <img src={assetUrl(issue.img)} alt="" width={40} height={40} style={{ flex: 'none' }} /> : null}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Link to={to}>
            <Typography.Text strong>{issue.label}</Typography.Text>
          </Link>
          <Typography.Text type="secondary" ellipsis>
            {issue.facility.name}
            {issue.team ? ` · ${issue.team.name}` : ''}
          </Typography.Text>
          <Flex gap={4} wrap>
            <IssueStatusTag status={issue.status} />
            <UrgencyTag urgency={issue.urgencyLevel} />
          </Flex>
          <DueText issue={issue} />
          {issue.assignee ? <Typography.Text type="secondary">{t('issues.assignee', { name: issue.assignee.name })}</Typography.Text> : null}
          {extra}
        </Flex>
      </Flex>
    </Card>
  );
}
