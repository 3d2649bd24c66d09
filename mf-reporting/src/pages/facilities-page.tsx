import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { connectivity, drainOutbox, formatTime, notify } from 'shared-contracts';
import { Spinner, useNow, useOffline } from 'ui-kit';
import { AdhocSectionSlot } from '../features/facilities/components/adhoc-section-slot';
import { FacilityList } from '../features/facilities/components/facility-list';
import { useFacilitiesToReport } from '../features/facilities/hooks/use-facilities-to-report';
import { QueuePanel } from '../features/queue/components/queue-panel';
import { registerReportKind } from '../shared/outbox/report-kind';
import { ScanButton } from '../features/scan/components/scan-button';
import { ShiftNotStartedNotice, ShiftProgressBar } from '../features/shift-progress/components/shift-progress-bar';

/** The QR scanner's dialog (antd's Modal, the camera view), loaded when Scan is first tapped (issue 15). */
const loadScanner = () => import('../shared/capture/components/qr-scanner-dialog').then((module) => module.QrScannerDialog);

/** Screen 1, Check Facilities (/reporting/facilities). */
export default function FacilitiesPage() {
  const { t } = useTranslation('mf-reporting');
  const { data, error, loading, refresh } = useFacilitiesToReport();
  const now = useNow();
  const offline = useOffline();

  const sync = useCallback(() => {
    if (connectivity.isOffline()) return notify('warning', t('queue.offline'));
    registerReportKind();
    drainOutbox({ force: true }).then(
      (result) => {
        if (result.sent > 0) notify('positive', t('queue.sent', { count: result.sent }));
        else if (result.needsAttention > 0) notify('negative', t('queue.someFailed', { count: result.needsAttention }));
      },
      (failure: unknown) => notify('negative', failure instanceof Error ? failure.message : String(failure)),
    );
  }, [t]);

  let body;
  if (!data && loading) {
    body = <Spinner size="large" label={t('facilities.loading')} style={{ padding: 48 }} />;
  } else if (!data) {
    // An alert, not antd's Result: its illustrations would load with every visit of this page
    // (34 KB) for a state most visits never reach (issue 15).
    body = (
      <Alert
        type="error"
        showIcon
        title={t('facilities.error')}
        description={error instanceof Error ? error.message : undefined}
        action={<Button onClick={refresh}>{t('report.retry')}</Button>}
      />
    );
  } else {
    body = (
      <>
        <ShiftNotStartedNotice />
        {data.fromCache && <Alert type="info" showIcon title={t('facilities.cached', { time: formatTime(data.fetchedAt) })} />}
        <QueuePanel queue={data.queue} offline={offline} />
        {data.facilities.length === 0 ? (
          <Empty description={t('facilities.empty')} />
        ) : (
          <FacilityList facilities={data.facilities} now={now} drafts={data.drafts} onSync={sync} />
        )}
        {/* Below the cards: it comes from mf-adhoc and its own request, later than the list; above
            it, its arrival pushed every card down under the reporter's thumb (CLS 0.61). */}
        <AdhocSectionSlot />
      </>
    );
  }

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('facilities.title')}
        </Typography.Title>
        <Button onClick={refresh} loading={loading && Boolean(data)} disabled={offline}>
          {t('facilities.refresh')}
        </Button>
      </Flex>
      {body}
      <ShiftProgressBar scan={<ScanButton facilities={data?.facilities} loadScanner={loadScanner} />} />
    </Flex>
  );
}
