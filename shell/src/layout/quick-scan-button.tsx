import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Button from 'antd/es/button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_BAR_HEIGHT, QUICK_SCAN_MARGIN, QUICK_SCAN_SIZE } from './layout-sizes';

const QuickReport = lazy(() => import('./avatar-menu/quick-report'));

/** Phones: a round scan button above the bottom bar that starts Quick Report (adhoc-read). */
export default function QuickScanButton({ aboveBar }: { aboveBar: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        shape="circle"
        size="large"
        data-screenshot-hide=""
        aria-label={t('quickReport.scan')}
        icon={<ScanOutlined />}
        onClick={() => setOpen(true)}
        style={{
          position: 'fixed',
          right: QUICK_SCAN_MARGIN,
          bottom: (aboveBar ? BOTTOM_BAR_HEIGHT : 0) + QUICK_SCAN_MARGIN,
          zIndex: 21,
          width: QUICK_SCAN_SIZE,
          height: QUICK_SCAN_SIZE,
          boxShadow: '0 4px 12px rgba(0,0,0,0.25)',
        }}
      />
      {open && (
        <Suspense>
          <QuickReport onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
