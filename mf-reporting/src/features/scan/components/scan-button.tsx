import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import Button from 'antd/es/button';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facility, QrScannerDialogProps } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { useScanFlow } from '../hooks/use-scan-flow';

/** Spec 000 §6: the Scan button (and the progress bar) show only with this permission. */
export const SCAN_PERMISSION = 'guyWhoReports-read';

interface ScanButtonProps {
  /** The user's facilities as the page has them; fetched on scan when not loaded yet. */
  facilities: readonly Facility[] | undefined;
  /** The capture kit's QR scanner, handed in by the page (features do not import each other). */
  scanner: ComponentType<QrScannerDialogProps>;
}

/** Opens the QR scanner; a scanned facility opens its checklist, anything else shows why not. */
export function ScanButton({ facilities, scanner: Scanner }: ScanButtonProps) {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const [open, setOpen] = useState(false);
  const { checking, onScan } = useScanFlow(facilities);
  if (!permissions.includes(SCAN_PERMISSION)) return null;
  return (
    <>
      <Button type="primary" size="large" icon={<ScanOutlined />} loading={checking} onClick={() => setOpen(true)}>
        {t('scan.button')}
      </Button>
      <Scanner open={open} onResult={(text) => void onScan(text)} onClose={() => setOpen(false)} />
    </>
  );
}
