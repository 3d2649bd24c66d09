/**
 * How a photo is made small enough (spec 000 §9: a JPEG of at most 0.05 MB, 400x400 target):
 * scale it into the target box, then lower the JPEG quality step by step and, if even the lowest
 * quality is too big, shrink the picture and try again. Encoding is passed in, so the loop is
 * tested without a canvas.
 */
export interface Size {
  width: number;
  height: number;
}

export interface EncodeAttempt extends Size {
  quality: number;
}

/** Qualities tried in turn at one size; 0.85 keeps a typical 400x300 photo near 30 KB. */
export const jpegQualities = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35] as const;
/** Each shrink keeps this share of each side. */
export const shrinkFactor = 0.75;
/** Below this side length a photo shows nothing useful; the loop gives up instead. */
export const minSide = 48;

/** `size` scaled to fit inside `box`, aspect ratio kept, never enlarged. */
export function fitInside(size: Size, box: Size): Size {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export class PhotoTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The photo cannot be compressed to ${maxBytes} bytes`);
    this.name = 'PhotoTooLargeError';
  }
}

/** Encodes until a result fits in `maxBytes`; answers the first that does, with the attempt that made it. */
export async function encodeWithin(
  start: Size,
  maxBytes: number,
  encode: (attempt: EncodeAttempt) => Promise<Blob>,
): Promise<{ blob: Blob; attempt: EncodeAttempt }> {
  let size = start;
  while (Math.min(size.width, size.height) >= minSide || size === start) {
    for (const quality of jpegQualities) {
      const attempt = { ...size, quality };
      const blob = await encode(attempt);
      if (blob.size <= maxBytes) return { blob, attempt };
    }
    size = { width: Math.round(size.width * shrinkFactor), height: Math.round(size.height * shrinkFactor) };
  }
  throw new PhotoTooLargeError(maxBytes);
}
