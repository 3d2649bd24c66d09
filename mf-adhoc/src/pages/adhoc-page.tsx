/**
 * /adhoc, the ad-hoc area: scan a facility's code (the capture kit's scanner, loaded from
 * mf-reporting) and choose how to report it. With adhocNoScan-read the user picks the facility from
 * the organisation's list instead (spec 000 §6: reporting ad hoc without scanning).
 */
import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findActiveFacility, loadOrganizationFacilities, notify } from 'shared-contracts';
import { type CaptureKitModule, loadExposed, useSession } from 'ui-kit';
import { FacilityPicker } from '../features/chooser/components/facility-picker';
import { ReportTypeChooser } from '../features/chooser/components/report-type-chooser';

export default function AdhocPage() {
  const { t } = useTranslation('mf-adhoc');
  const { permissions } = useSession();
  const [scanner, setScanner] = useState<{ Dialog: CaptureKitModule['QrScannerDialog'] } | null>(null);
  const [loadingKit, setLoadingKit] = useState(false);
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const noScan = permissions.includes('adhocNoScan-read');

  const openScanner = async () => {
    setLoadingKit(true);
    const kit = await loadExposed('captureKit');
    setLoadingKit(false);
    if (kit) setScanner({ Dialog: kit.QrScannerDialog });
    else notify('negative', t('adhoc.scannerUnavailable'));
  };

  const onScan = async (code: string) => {
    setScanner(null);
    try {
      const facility = findActiveFacility(code, (await loadOrganizationFacilities()).data);
      if (facility) setFacilityId(facility._id);
      else notify('negative', t('adhoc.noSuchFacility'));
    } catch (error) {
      console.error('facilities unavailable for the scan', error);
      notify('negative', t('adhoc.facilitiesUnavailable'));
    }
  };


  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('adhoc.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(noScan ? 'adhoc.introNoScan' : 'adhoc.intro')}
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <Button type={noScan ? 'default' : 'primary'} size="large" icon={<ScanOutlined />} loading={loadingKit} onClick={() => void openScanner()}>
          {t('adhoc.scan')}
        </Button>
        {permissions.includes('adhocList-read') && (
          <Link to="/adhoc-requests">
            <Button size="large">{t('adhoc.requests')}</Button>
          </Link>
        )}
      </Flex>
      {noScan && <FacilityPicker onPick={setFacilityId} />}
      {scanner && <scanner.Dialog open onClose={() => setScanner(null)} onResult={(text) => void onScan(text)} />}
      {facilityId && <ReportTypeChooser open facilityId={facilityId} onClose={() => setFacilityId(null)} />}
    </Flex>
  );
}
