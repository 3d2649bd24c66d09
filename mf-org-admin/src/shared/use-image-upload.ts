/**
 * A logo or branding image the administrator picked: PNG or JPEG only, at most 5 MB as picked, then
 * resized in the browser with pica (the capture kit's compressImage, loaded from mf-reporting) to
 * a small JPEG, and stored with POST /uploads, whose answer's path goes into the form.
 */
import { useState } from 'react';
import { uploadMedia } from 'shared-contracts';
import { useExposed } from 'ui-kit';

/** What the server takes as an image (api MAX_IMAGE_BYTES). */
export const MAX_PICKED_BYTES = 5 * 1024 * 1024;
/** A logo is shown small: 200 KB is plenty once resized. */
export const MAX_LOGO_BYTES = 200 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

export type UploadProblem = 'type' | 'size' | 'noCompressor' | 'failed';

export class ImageUploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`image not uploaded: ${problem}`);
  }
}

export function useImageUpload() {
  const kit = useExposed('captureKit');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File): Promise<string> => {
    if (!ACCEPTED.includes(file.type)) throw new ImageUploadError('type');
    if (file.size > MAX_PICKED_BYTES) throw new ImageUploadError('size');
    setBusy(true);
    try {
      const compress = kit.module?.compressImage;
      let blob: Blob = file;
      if (compress) blob = await compress(file, MAX_LOGO_BYTES);
      else if (file.size > MAX_LOGO_BYTES) throw new ImageUploadError('noCompressor');
      const [stored] = await uploadMedia([{ blob, name: blob.type === 'image/png' ? 'logo.png' : 'logo.jpg' }]);
      if (!stored) throw new ImageUploadError('failed');
      return stored.path;
    } catch (error) {
      if (error instanceof ImageUploadError) throw error;
      console.error('organisation image not uploaded', error);
      throw new ImageUploadError('failed');
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, kitLoading: kit.state === 'loading' };
}
