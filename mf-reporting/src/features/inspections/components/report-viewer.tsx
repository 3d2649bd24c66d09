import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InspectionIssue, InspectionView } from 'shared-contracts';
import { MediaGallery } from './media-gallery';

const URGENCY_COLOR = { low: 'default', moderate: 'warning', high: 'error' } as const;

function IssueCard({ issue }: { issue: InspectionIssue }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Card
      size="small"
      title={issue.label}
      extra={<Tag color={issue.status === 'resolved' ? 'success' : 'processing'}>{t(`inspection.status.${issue.status}`, { defaultValue: issue.status })}</Tag>}
    >
      <Flex vertical gap="small">
        {issue.description && <Typography.Paragraph style={{ margin: 0 }}>{issue.description}</Typography.Paragraph>}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'quantity', label: t('inspection.quantity'), children: issue.quantity },
            {
              key: 'urgency',
              label: t('inspection.urgency'),
              children: <Tag color={URGENCY_COLOR[issue.urgency]}>{t(`inspection.urgencies.${issue.urgency}`)}</Tag>,
            },
            { key: 'team', label: t('inspection.team'), children: issue.team?.name ?? t('inspection.none') },
            {
              key: 'tags',
              label: t('inspection.tags'),
              children: issue.tags.length > 0 ? issue.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : t('inspection.none'),
            },
          ]}
        />
        <MediaGallery media={issue.media} label={issue.label} />
        {issue.issueId ? (
          <Link to={`/issues/details/${issue.issueId}`} data-pdf-hide>
            {t('inspection.openIssue')}
          </Link>
        ) : (
          <Typography.Text type="secondary">{t('inspection.noIssue')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** One stored report: who, where and when, every parameter good or bad, its issues, the overall note and media. */
export function ReportViewer({ view }: { view: InspectionView }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex vertical gap="middle">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'facility', label: t('inspection.facility'), children: view.facility.name },
          { key: 'location', label: t('inspection.location'), children: view.location?.name ?? t('inspection.none') },
          { key: 'reporter', label: t('inspection.reporter'), children: view.reporter?.name ?? t('inspection.none') },
          { key: 'shift', label: t('inspection.shift'), children: view.shift?.name ?? t('inspection.none') },
          { key: 'date', label: t('inspection.date'), children: `${view.date} ${view.time}` },
          { key: 'type', label: t('inspection.type'), children: t(`inspections.types.${view.reportingType}`, { defaultValue: view.reportingType }) },
        ]}
      />
      {view.parameters.length > 0 && (
        <section aria-labelledby="inspection-parameters">
          <Typography.Title level={4} id="inspection-parameters">
            {t('inspection.parameters')}
          </Typography.Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
            {view.parameters.map((parameter) => (
              <li key={parameter._id}>
                <Flex gap="small" align="center">
                  {parameter.ok ? (
                    <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
                  ) : (
                    <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />
                  )}
                  <span>
                    {t('inspection.parameter', {
                      label: parameter.label,
                      state: parameter.ok ? t('inspection.good') : t('inspection.bad'),
                      count: parameter.quantity,
                    })}
                  </span>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="inspection-issues">
        <Typography.Title level={4} id="inspection-issues">
          {t('inspection.issues', { count: view.issues.length })}
        </Typography.Title>
        {view.issues.length === 0 ? (
          <Typography.Text type="secondary">{t('inspection.noIssues')}</Typography.Text>
        ) : (
          <Flex vertical gap="small">
            {view.issues.map((issue) => (
              <IssueCard key={issue.parameter} issue={issue} />
            ))}
          </Flex>
        )}
      </section>
      <section aria-labelledby="inspection-overall">
        <Typography.Title level={4} id="inspection-overall">
          {t('inspection.overall')}
        </Typography.Title>
        <Flex vertical gap="small">
          <Typography.Paragraph style={{ margin: 0 }}>{view.overall.description || t('inspection.noNote')}</Typography.Paragraph>
          <MediaGallery media={view.overall.media} label={t('inspection.overall')} />
        </Flex>
      </section>
    </Flex>
  );
}
