import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Button from 'antd/es/button';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Facility, notify, type QrScannerDialogProps } from 'shared-contracts';
import { useLoadOnDemand, useSession } from 'ui-kit';
import { useScanFlow } from '../hooks/use-scan-flow';

/** Spec 000 §6: the Scan button (and the progress bar) show only with this permission. */
export const SCAN_PERMISSION = 'guyWhoReports-read';

interface ScanButtonProps {
  /** The user's facilities as the page has them; fetched on scan when not loaded yet. */
  facilities: readonly Facility[] | undefined;
  /**
   * Loads the capture kit's QR scanner, handed in by the page (features do not import each other).
   * Called on the first tap: the dialog and its camera code are not part of the page's first load.
   */
  loadScanner: () => Promise<ComponentType<QrScannerDialogProps>>;
}

/** Opens the QR scanner; a scanned facility opens its checklist, anything else shows why not. */
export function ScanButton({ facilities, loadScanner }: ScanButtonProps) {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const [open, setOpen] = useState(false);
  const scanner = useLoadOnDemand(loadScanner, (error) => {
    console.error('the QR scanner could not be loaded', error);
    notify('negative', t('scan.unavailable'));
  });
  const { checking, onScan } = useScanFlow(facilities);
  if (!permissions.includes(SCAN_PERMISSION)) return null;
  const Scanner = scanner.value;

  return (
    <>
      <Button
        type="primary"
        size="large"
        icon={<ScanOutlined />}
        loading={checking || scanner.loading}
        onClick={() => void scanner.request().then((loaded) => loaded && setOpen(true))}
      >
        {t('scan.button')}
      </Button>
      {Scanner && <Scanner open={open} onResult={(text) => void onScan(text)} onClose={() => setOpen(false)} />}
    </>
  );
}
