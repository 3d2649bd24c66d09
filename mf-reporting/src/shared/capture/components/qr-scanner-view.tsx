import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnDemand } from 'ui-kit';
import { useCamera } from '../hooks/use-camera';
import { useQrFrameScan } from '../hooks/use-qr-frame-scan';
import { rearCameraConstraints } from '../media/camera';
import { CameraProblemAlert } from './camera-problem-alert';
import { QrPhotoPicker } from './qr-photo-picker';
import { viewfinderStyle, videoStyle } from './video-styles';

// The zxing reader and its wasm: fetched when the scanner opens, never with the page; the reader's
// worker starts at once, while the camera starts.
const loadDecoder = () =>
  import('../media/qr-decoder').then((decoder) => {
    decoder.warmUpQrDecoder();
    return decoder;
  });
const constraints = rearCameraConstraints(640, 480);
const logLoadFailure = (error: unknown) => console.error('loading the QR reader failed', error);

export function QrScannerView({ onResult }: { onResult: (text: string) => void }) {
  const { t } = useTranslation('mf-reporting');
  // A failed load is shown; choosing a photo tries again, and the camera scan starts once it loads.
  const decoder = useLoadOnDemand(loadDecoder, logLoadFailure, { early: true });
  const { videoRef, state } = useCamera(constraints);
  const done = useRef(false);
  const finish = useCallback(
    (text: string) => {
      if (done.current) return;
      done.current = true;
      onResult(text);
    },
    [onResult],
  );
  const ready = decoder.value;
  useQrFrameScan(videoRef, ready && state.status === 'live' ? ready.decodeQr : null, finish);
  const noCamera = state.status === 'failed';
  const decodePicture = async (picture: Blob) => {
    const reader = await decoder.request();
    if (!reader) throw new Error('the QR reader could not be loaded');
    return await reader.decodeQr(picture);
  };

  return (
    <Flex vertical gap="middle">
      {noCamera ? (
        <CameraProblemAlert problem={state.problem} />
      ) : (
        <div style={viewfinderStyle}>
          <video ref={videoRef} style={videoStyle} muted playsInline aria-label={t('capture.scanner.hint')} />
        </div>
      )}
      {decoder.failed ? <Alert type="error" showIcon title={t('capture.scanner.loadFailed')} /> : null}
      {!noCamera ? (
        <Typography.Text type="secondary">{t(state.status === 'live' ? 'capture.scanner.hint' : 'capture.scanner.starting')}</Typography.Text>
      ) : null}
      <QrPhotoPicker prominent={noCamera} decode={decodePicture} onResult={finish} />
    </Flex>
  );
}
