import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { InspectionMedia, PublicInspection, PublicInspectionMedia } from 'shared-contracts';
import { MediaGallery } from './media-gallery';

const URGENCY_COLOR = { low: 'default', moderate: 'warning', high: 'error' } as const;
const gallery = (media: PublicInspectionMedia[]): InspectionMedia[] => media.map((item) => ({ ...item, owner: '' }));

/** A shared report, read-only: where and when, every parameter, the issues and the overall note, with their media. */
export function PublicInspectionView({ inspection }: { inspection: PublicInspection }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Text type="secondary">{t('inspectionShare.public.heading')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {inspection.facilityName}
        </Typography.Title>
        <Typography.Text>
          {[
            inspection.locationName,
            `${inspection.date} ${inspection.time}`,
            t(`inspections.types.${inspection.reportingType}`, { defaultValue: inspection.reportingType }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </div>
      {inspection.parameters.length > 0 && (
        <Card size="small" title={t('inspectionShare.public.parameters')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {inspection.parameters.map((parameter) => (
              <li key={parameter.label} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '2px 0' }}>
                {parameter.ok ? (
                  <CheckCircleFilled style={{ color: '#2e7d32' }} aria-label={t('inspectionShare.public.good')} />
                ) : (
                  <CloseCircleFilled style={{ color: '#c62828' }} aria-label={t('inspectionShare.public.bad')} />
                )}
                {parameter.label}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {inspection.issues.map((issue) => (
        <Card
          key={issue.label}
          size="small"
          title={issue.label}
          extra={
            <Tag color={issue.status === 'resolved' ? 'success' : 'processing'}>{t(`inspection.status.${issue.status}`, { defaultValue: issue.status })}</Tag>
          }
        >
          <Flex vertical gap="small">
            {issue.description && <Typography.Paragraph style={{ margin: 0 }}>{issue.description}</Typography.Paragraph>}
            <div>
              <Tag color={URGENCY_COLOR[issue.urgency]}>{t(`inspection.urgencies.${issue.urgency}`)}</Tag>
              <Typography.Text type="secondary">{t('inspectionShare.public.quantity', { count: issue.quantity })}</Typography.Text>
            </div>
            <MediaGallery media={gallery(issue.media)} label={issue.label} />
          </Flex>
        </Card>
      ))}
      <Card size="small" title={t('inspectionShare.public.overall')}>
        <Flex vertical gap="small">
          <Typography.Paragraph style={{ margin: 0 }}>{inspection.overall.description || t('inspection.none')}</Typography.Paragraph>
          <MediaGallery media={gallery(inspection.overall.media)} label={t('inspectionShare.public.overall')} />
        </Flex>
      </Card>
    </Flex>
  );
}
