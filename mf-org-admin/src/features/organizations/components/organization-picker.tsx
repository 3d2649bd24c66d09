/**
 * The organisation picker popup (spec 001 §2.4): persistent (no close button, no closing by the
 * mask or Escape), maximised, titled 'Select Organization'; one card per switchable organisation
 * with a reports-over-time bar chart, 'Open Org' and 'View More Details'; 'done' closes it.
 */
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationSummary } from 'shared-contracts';
import { type AsyncState, AsyncContent, useAsync } from 'ui-kit';
import { loadReportSeries } from '../api/load-overview';
import { DateChart } from './date-chart';
import { OrganizationCard } from './organization-card';

interface Props {
  open: boolean;
  organizations: AsyncState<OrganizationSummary[]>;
  currentId: string | null;
  switching: string | null;
  onOpenOrg: (organization: OrganizationSummary) => void;
  onDetails: (organization: OrganizationSummary) => void;
  onDone: () => void;
}

function ReportsOverTime({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('mf-org-admin');
  const load = useCallback(() => loadReportSeries(organizationId), [organizationId]);
  const series = useAsync(load);
  return (
    <div style={{ marginTop: 12 }}>
      <AsyncContent
        state={series}
        errorTitle={t('organizations.charts.failed')}
        emptyText={t('organizations.charts.empty')}
        isEmpty={(points) => points.every((point) => point.count === 0)}
      >
        {(data) => (
          <DateChart
            kind="column"
            height={150}
            title={t('organizations.picker.reports')}
            valueLabel={t('organizations.charts.reports')}
            data={data.map((point) => ({ date: point.date, value: point.count }))}
          />
        )}
      </AsyncContent>
    </div>
  );
}

export function OrganizationPicker({ open, organizations, currentId, switching, onOpenOrg, onDetails, onDone }: Props) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Modal
      open={open}
      title={t('organizations.picker.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100dvh - 140px)', overflowY: 'auto' } }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onDone}>
          {t('organizations.picker.done')}
        </Button>
      }
    >
      <AsyncContent state={organizations} errorTitle={t('switcher.loadFailed')} emptyText={t('organizations.list.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' }}>
            {list.map((organization) => (
              <OrganizationCard
                key={organization._id}
                organization={organization}
                current={organization._id === currentId}
                actions={[
                  <Button
                    key="open"
                    type="link"
                    loading={switching === organization._id}
                    disabled={switching !== null && switching !== organization._id}
                    onClick={() => onOpenOrg(organization)}
                  >
                    {t('organizations.picker.open')}
                  </Button>,
                  <Button key="details" type="link" onClick={() => onDetails(organization)}>
                    {t('organizations.picker.details')}
                  </Button>,
                ]}
              >
                <ReportsOverTime organizationId={organization._id} />
              </OrganizationCard>
            ))}
          </div>
        )}
      </AsyncContent>
    </Modal>
  );
}
