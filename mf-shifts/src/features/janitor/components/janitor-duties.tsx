import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type JanitorFacility, formatTime, getJanitorDuties } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';

const big = { fontSize: 18 } as const;

function FacilityDuty({ facility }: { facility: JanitorFacility }) {
  const { t } = useTranslation('mf-shifts');
  const due = facility.checkStatus === 'todo';
  return (
    <Card role="article" aria-label={facility.name} style={{ borderInlineStart: `6px solid ${due ? '#cf1322' : '#389e0d'}` }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography.Text strong style={big}>
          {facility.name}
        </Typography.Text>
        <Tag color={due ? 'error' : 'success'} style={{ fontSize: 16, padding: '4px 10px', marginInlineEnd: 0 }}>
          {due ? t('janitor.due') : t('janitor.done')}
        </Tag>
      </div>
      {facility.location && <Typography.Text type="secondary">{facility.location}</Typography.Text>}
      <Typography.Paragraph style={{ margin: '8px 0 0' }}>
        {facility.lastChecked ? t('janitor.lastChecked', { time: formatTime(facility.lastChecked) }) : t('janitor.neverChecked')}
      </Typography.Paragraph>
      <Typography.Paragraph strong style={{ margin: '8px 0 4px' }}>
        {t('janitor.openIssues', { count: facility.openIssues.length })}
      </Typography.Paragraph>
      {facility.openIssues.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {facility.openIssues.map((issue) => (
            <li key={issue._id} style={{ ...big, lineHeight: 1.6 }}>
              {issue.label} <Tag>{t(`janitor.urgency.${issue.urgencyLevel === 'high' || issue.urgencyLevel === 'moderate' ? issue.urgencyLevel : 'low'}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The janitor's own duties (GET /users/janitor): per shift, the facilities with what is due and their open issues. */
export function JanitorDuties() {
  const { t } = useTranslation('mf-shifts');
  const duties = useAsync(useCallback(() => getJanitorDuties(), []));
  return (
    <>
      <Button icon={<ReloadOutlined />} size="large" block onClick={duties.retry} style={{ marginBottom: 16, minHeight: 48 }}>
        {t('janitor.refresh')}
      </Button>
      <AsyncContent state={duties} errorTitle={t('janitor.error')} emptyText="" isEmpty={() => false}>
        {({ shifts }) =>
          shifts.length === 0 ? (
            <Empty description={t('janitor.empty')} />
          ) : (
            shifts.map((shift) => (
              <section key={shift._id} aria-label={shift.shiftName ?? t('shifts.card.unnamed')} style={{ marginBottom: 24 }}>
                <Typography.Title level={4} style={{ marginBottom: 4 }}>
                  {shift.shiftName ?? t('shifts.card.unnamed')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={big}>
                  {t('shifts.card.expected', { in: formatTime(shift.expectedInTime), out: formatTime(shift.expectedOutTime) })}
                </Typography.Paragraph>
                <div style={{ display: 'grid', gap: 12 }}>
                  {shift.facilities.map((facility) => (
                    <FacilityDuty key={facility._id} facility={facility} />
                  ))}
                </div>
              </section>
            ))
          )
        }
      </AsyncContent>
    </>
  );
}
