import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type PublicIssue, assetUrl, getPublicShare, matchRoutePath } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';

/**
 * /public/issue/:id and /auth/public/issue/:id (issue 16): an issue opened by a share link, whose
 * token is the id. No sign-in: the status, facility, photos and history, and nothing else.
 */
export default function PublicIssuePage() {
  const { t } = useTranslation('shell');
  // Every page renders under one '*' route: the token comes from matching the URL against the route table.
  const id = matchRoutePath(useLocation().pathname)?.params.id;
  const [issue, setIssue] = useState<PublicIssue | null>(null);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!id) return;
    getPublicShare(id).then(
      (share) => (share.issue ? setIssue(share.issue) : setGone(true)),
      () => setGone(true),
    );
  }, [id]);
  if (gone) return <Alert type="warning" showIcon title={t('publicIssue.gone')} style={{ margin: 16 }} />;
  if (!issue) return <TextSkeleton style={{ padding: 16 }} />;
  return (
    <Flex vertical gap="small" style={{ padding: 16, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Text type="secondary">{t('publicIssue.heading')}</Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {issue.label}
      </Typography.Title>
      <Typography.Text>{issue.facilityName}</Typography.Text>
      <div>
        <Tag color={issue.status === 'verified' || issue.status === 'resolved' ? 'green' : 'blue'}>{t(`publicIssue.status.${issue.status}`)}</Tag>
      </div>
      <Image.PreviewGroup>
        <Flex gap={4} wrap>
          {issue.photos.map((photo) => (
            <Image key={photo.path} src={assetUrl(photo.path)} alt={photo.name} width={96} height={96} style={{ objectFit: 'cover' }} />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <Typography.Title level={5}>{t('publicIssue.history')}</Typography.Title>
      <Timeline
        items={issue.history.map((step) => ({
          children: (
            <span data-testid="public-history-step">
              {t(`publicIssue.step.${step.action}`, { defaultValue: step.action })} · {dayjs(step.at).format('YYYY/MM/DD HH:mm')}
            </span>
          ),
        }))}
      />
    </Flex>
  );
}
