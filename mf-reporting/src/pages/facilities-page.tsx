import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from 'ui-kit';
import { QrScannerDialog } from '../features/capture/components/qr-scanner-dialog';
import { FacilityList } from '../features/facilities/components/facility-list';
import { useFacilitiesToReport } from '../features/facilities/hooks/use-facilities-to-report';
import { ScanButton } from '../features/scan/components/scan-button';
import { useNow } from '../hooks/use-now';

/** Screen 1, Check Facilities (/reporting/facilities): the base the scan bar and offline cache build on. */
export default function FacilitiesPage() {
  const { t } = useTranslation('mf-reporting');
  const facilities = useFacilitiesToReport();
  const now = useNow();
  return (
    <>
      <Typography.Title level={3}>{t('facilities.title')}</Typography.Title>
      <ScanButton facilities={facilities.data} scanner={QrScannerDialog} />
      <AsyncContent state={facilities} errorTitle={t('facilities.error')} emptyText={t('facilities.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => <FacilityList facilities={list} now={now} />}
      </AsyncContent>
    </>
  );
}
