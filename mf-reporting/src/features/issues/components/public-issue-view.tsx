import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PublicIssue, getPublicShare, assetUrl } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';
import { IssueStatusTag } from './issue-status-tag';

/** What a share link shows: the issue's status, facility, photos and history; nothing else. */
export function PublicIssueView({ token }: { token: string | undefined }) {
  const { t } = useTranslation('mf-reporting');
  const [issue, setIssue] = useState<PublicIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    getPublicShare(token).then(
      (share) => (share.issue ? setIssue(share.issue) : setError(t('issues.publicGone'))),
      () => setError(t('issues.publicGone')),
    );
  }, [token, t]);
  if (error) return <Alert type="warning" title={error} style={{ margin: 12 }} />;
  if (!issue) return <TextSkeleton style={{ padding: 12 }} />;
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {issue.label}
      </Typography.Title>
      <Typography.Text type="secondary">{issue.facilityName}</Typography.Text>
      <IssueStatusTag status={issue.status} />
      <Flex gap={4} wrap>
        {issue.photos.map((photo) => (
          <Image key={photo.path} src={assetUrl(photo.path)} alt={photo.name} width={96} height={96} style={{ objectFit: 'cover' }} />
        ))}
      </Flex>
      <Timeline
        items={issue.history.map((step) => ({
          children: `${t(`issues.history.${step.action}`, { defaultValue: step.action })} · ${dayjs(step.at).format('YYYY/MM/DD HH:mm')}`,
        }))}
      />
    </Flex>
  );
}
