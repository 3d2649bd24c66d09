/**
 * The organisation details popup (spec 001 §2.4): the organisation's name; tiles Total Users,
 * Total Facilities, All Active Issues, All Feedbacks; charts Reports by date, Issues by date and
 * Customer Satisfaction by date (Happy).
 */
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Statistic from 'antd/es/statistic';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent, useAsync } from 'ui-kit';
import { loadOverview } from '../api/load-overview';
import { DateChart } from './date-chart';

interface Props {
  organization: { _id: string; name: string } | null;
  onClose: () => void;
}

const grid = (min: number) => ({ display: 'grid', gap: 12, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))` }) as const;

function Overview({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('mf-org-admin');
  const load = useCallback(() => loadOverview(organizationId), [organizationId]);
  const overview = useAsync(load);
  return (
    <AsyncContent state={overview} errorTitle={t('organizations.details.failed')} emptyText="" isEmpty={() => false}>
      {(data) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={grid(140)} role="list" aria-label={t('organizations.details.tiles')}>
            {(
              [
                ['totalUsers', data.users],
                ['totalFacilities', data.facilities],
                ['activeIssues', data.activeIssues],
                ['feedbacks', data.feedbacks],
              ] as const
            ).map(([key, value]) => (
              <Card key={key} size="small" role="listitem" aria-label={t(`organizations.details.${key}`)}>
                <Statistic title={t(`organizations.details.${key}`)} value={value} />
              </Card>
            ))}
          </div>
          <div style={grid(280)}>
            <DateChart
              kind="column"
              title={t('organizations.details.reportsByDate')}
              valueLabel={t('organizations.charts.reports')}
              data={data.reports.map((point) => ({ date: point.date, value: point.count }))}
            />
            <DateChart
              kind="column"
              title={t('organizations.details.issuesByDate')}
              valueLabel={t('organizations.charts.issues')}
              data={data.issues.map((point) => ({ date: point.date, value: point.count }))}
            />
            <DateChart
              kind="line"
              title={t('organizations.details.satisfactionByDate')}
              valueLabel={t('organizations.charts.happy')}
              data={data.happy.map((point) => ({ date: point.date, value: point.happy }))}
            />
          </div>
        </div>
      )}
    </AsyncContent>
  );
}

export function OrganizationDetailsPopup({ organization, onClose }: Props) {
  return (
    <Modal
      open={organization !== null}
      title={organization?.name}
      onCancel={onClose}
      footer={null}
      width="min(960px, 100vw)"
      destroyOnHidden
      styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}
    >
      {organization && <Overview organizationId={organization._id} />}
    </Modal>
  );
}
