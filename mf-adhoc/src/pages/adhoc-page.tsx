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
import { useSession } from 'ui-kit';
import { FacilityPicker } from '../features/chooser/components/facility-picker';
import { ReportTypeChooser } from '../features/chooser/components/report-type-chooser';
import { ScanAndChoose } from '../features/chooser/components/scan-and-choose';

export default function AdhocPage() {
  const { t } = useTranslation('mf-adhoc');
  const { permissions } = useSession();
  const [scanning, setScanning] = useState(false);
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const noScan = permissions.includes('adhocNoScan-read');

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('adhoc.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(noScan ? 'adhoc.introNoScan' : 'adhoc.intro')}
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <Button type={noScan ? 'default' : 'primary'} size="large" icon={<ScanOutlined />} loading={scanning} onClick={() => setScanning(true)}>
          {t('adhoc.scan')}
        </Button>
        {permissions.includes('adhocList-read') && (
          <Link to="/adhoc-requests">
            <Button size="large">{t('adhoc.requests')}</Button>
          </Link>
        )}
      </Flex>
      {noScan && <FacilityPicker onPick={setFacilityId} />}
      {scanning && <ScanAndChoose onClose={() => setScanning(false)} />}
      {facilityId && <ReportTypeChooser open facilityId={facilityId} onClose={() => setFacilityId(null)} />}
    </Flex>
  );
}
