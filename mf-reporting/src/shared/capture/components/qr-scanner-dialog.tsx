import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { QrScannerDialogProps } from 'shared-contracts';
import { QrScannerView } from './qr-scanner-view';

/**
 * The QR scanner (spec 000 §2, Screen 1): the rear camera decoded frame by frame with zxing-wasm,
 * and a photo of the code as the fallback. The view mounts only while open, so the camera is on
 * only while the dialog shows; on a result the dialog reports it once and closes itself.
 */
export function QrScannerDialog({ open, onResult, onClose }: QrScannerDialogProps) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Modal open={open} title={t('capture.scanner.title')} footer={null} onCancel={onClose} destroyOnHidden centered>
      {open ? (
        <QrScannerView
          onResult={(text) => {
            onResult(text);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
