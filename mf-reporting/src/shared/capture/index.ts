/**
 * The capture kit, exposed as `mf_reporting/capture` (CaptureKitModule in ui-kit) for the shell
 * and the other remotes, and used by mf-reporting's own pages. The dialogs are light; each loads
 * its heavy part (zxing wasm, pica, the recorder and remuxer) with a dynamic import when opened.
 */
import { maxPhotoBytes } from 'shared-contracts';
// Loaded by another app, this module may arrive before mf-reporting's routes registered the texts.
import '../../locales/register';

export { QrScannerDialog } from './components/qr-scanner-dialog';
export { CameraDialog } from './components/camera-dialog';
export { VoiceRecorderDialog } from './components/voice-recorder-dialog';

/** Scales and re-encodes an image (a file the user picked) to a JPEG of at most `maxBytes`. */
export async function compressImage(image: Blob, maxBytes: number = maxPhotoBytes): Promise<Blob> {
  const { compressImageFile } = await import('./media/photo-compression');
  return (await compressImageFile(image, maxBytes)).blob;
}
