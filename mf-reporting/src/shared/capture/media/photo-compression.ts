/**
 * Photo compression with pica (high-quality resize in a worker) to a JPEG of at most
 * `maxPhotoBytes`. Loaded with a dynamic import when a photo is taken or compressed.
 */
import pica, { type PicaSource } from 'pica';
import { maxPhotoBytes, photoTargetSize } from 'shared-contracts';
import { encodeWithin, fitInside, type Size } from '../rules/photo-size';

let resizer: ReturnType<typeof pica> | null = null;

export interface CompressedPhoto extends Size {
  blob: Blob;
}

/** Resizes `source` into the 400x400 target, then encodes it small enough (rules/photo-size.ts). */
export async function compressToJpeg(source: PicaSource, size: Size, maxBytes = maxPhotoBytes): Promise<CompressedPhoto> {
  resizer ??= pica();
  const instance = resizer;
  // One resize per size tried; lowering the quality reuses it.
  const resized = new Map<string, HTMLCanvasElement>();
  const { blob, attempt } = await encodeWithin(fitInside(size, photoTargetSize), maxBytes, async ({ width, height, quality }) => {
    const key = `${width}x${height}`;
    let canvas = resized.get(key);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      await instance.resize(source, canvas, { filter: 'mks2013' });
      resized.set(key, canvas);
    }
    return instance.toBlob(canvas, 'image/jpeg', quality);
  });
  return { blob, width: attempt.width, height: attempt.height };
}

/** A picked or captured image file, as a JPEG of at most `maxBytes`. */
export async function compressImageFile(image: Blob, maxBytes = maxPhotoBytes): Promise<CompressedPhoto> {
  const bitmap = await createImageBitmap(image);
  try {
    return await compressToJpeg(bitmap, { width: bitmap.width, height: bitmap.height }, maxBytes);
  } finally {
    bitmap.close();
  }
}
