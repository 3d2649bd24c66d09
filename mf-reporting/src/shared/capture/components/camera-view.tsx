import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedPhoto } from 'shared-contracts';
import { useLoadOnDemand } from 'ui-kit';
import { useCamera } from '../hooks/use-camera';
import { rearCameraConstraints } from '../media/camera';
import { CameraProblemAlert } from './camera-problem-alert';
import { PhotoFileFallback } from './photo-file-fallback';
import { videoStyle } from './video-styles';

// pica and its worker: fetched when the camera opens, never with the page.
const loadCompression = () => import('../media/photo-compression');
// More pixels than the 400x400 target, so the resize has detail to work with.
const constraints = rearCameraConstraints(1280, 960);

export function CameraView({ onCapture }: { onCapture: (photo: CapturedPhoto) => void }) {
  const { t } = useTranslation('mf-reporting');
  const { videoRef, state } = useCamera(constraints);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const showFailure = (error: unknown) => {
    console.error('taking a photo failed', error);
    setFailure(error instanceof Error ? error.message : String(error));
  };
  // Loading while the camera starts; a failed load is shown, and the shutter tries again.
  const compression = useLoadOnDemand(loadCompression, showFailure, { early: true });

  /** Compresses a camera frame or a picked file and hands the photo over. */
  const save = async (source: HTMLVideoElement | Blob) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const tools = await compression.request();
      if (!tools) return;
      const { compressToJpeg } = tools;
      const frame = await createImageBitmap(source);
      try {
        const { blob, width, height } = await compressToJpeg(frame, { width: frame.width, height: frame.height });
        onCapture({ blob, name: `photo-${Date.now()}.jpg`, type: 'image/jpeg', width, height });
      } finally {
        frame.close();
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const failureAlert = failure ? <Alert type="error" showIcon title={t('capture.camera.failed', { message: failure })} /> : null;

  if (state.status === 'failed') {
    return (
      <Flex vertical gap="middle" style={{ width: '100%' }}>
        <CameraProblemAlert problem={state.problem} />
        <PhotoFileFallback busy={saving} onPicked={(file) => void save(file)} />
        {failureAlert}
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle" style={{ flex: 1, minHeight: 0, width: '100%' }}>
      <div style={{ flex: 1, minHeight: 0, background: '#000', borderRadius: 8, overflow: 'hidden' }}>
        <video ref={videoRef} style={{ ...videoStyle, objectFit: 'contain' }} muted playsInline aria-label={t('capture.camera.title')} />
      </div>
      {failureAlert}
      <Flex vertical align="center" gap="small">
        <Button
          type="primary"
          shape="round"
          size="large"
          icon={<CameraOutlined />}
          disabled={state.status !== 'live'}
          loading={saving}
          onClick={() => videoRef.current && void save(videoRef.current)}
        >
          {t('capture.camera.shutter')}
        </Button>
        {saving ? <Typography.Text type="secondary">{t('capture.camera.saving')}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}
