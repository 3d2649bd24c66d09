import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { CameraDialogProps } from 'shared-contracts';
import { CameraView } from './camera-view';

/** Full screen so the reporter sees what the photo will hold; the whole viewport on a phone. */
const fullScreen = {
  wrapper: { overflow: 'hidden' },
  container: { height: '100dvh', borderRadius: 0, padding: 16, display: 'flex', flexDirection: 'column' as const },
  body: { flex: 1, minHeight: 0, display: 'flex' },
};

/**
 * The camera (spec 000 §2, §9): rear camera, a shutter, each photo compressed with pica into the
 * 400x400 target as a JPEG of at most 0.05 MB and handed to `onCapture`. The dialog stays open for
 * the next photo; the camera runs only while it is open.
 */
export function CameraDialog({ open, onCapture, onClose }: CameraDialogProps) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Modal
      open={open}
      title={t('capture.camera.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={fullScreen}
    >
      {open ? <CameraView onCapture={onCapture} /> : null}
    </Modal>
  );
}
