import { type EncodeAttempt, encodeWithin, fitInside, jpegQualities, PhotoTooLargeError } from './photo-size';

/** A stand-in JPEG encoder: bytes grow with the pixel count and the quality. */
const fakeEncoder = (bytesPerPixelAtFullQuality: number) => {
  const attempts: EncodeAttempt[] = [];
  const encode = async (attempt: EncodeAttempt) => {
    attempts.push(attempt);
    const bytes = Math.round(attempt.width * attempt.height * bytesPerPixelAtFullQuality * attempt.quality);
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  };
  return { encode, attempts };
};

describe('fitInside', () => {
  it('scales a landscape camera frame into the 400x400 box, keeping its shape', () => {
    expect(fitInside({ width: 640, height: 480 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 300 });
    expect(fitInside({ width: 3000, height: 4000 }, { width: 400, height: 400 })).toEqual({ width: 300, height: 400 });
  });

  it('never enlarges a small picture', () => {
    expect(fitInside({ width: 200, height: 100 }, { width: 400, height: 400 })).toEqual({ width: 200, height: 100 });
  });
});

describe('encodeWithin', () => {
  const max = 0.05 * 1024 * 1024;

  it('keeps the first quality when it already fits', async () => {
    const { encode, attempts } = fakeEncoder(0.2);
    const { blob, attempt } = await encodeWithin({ width: 400, height: 300 }, max, encode);
    expect(attempt).toEqual({ width: 400, height: 300, quality: jpegQualities[0] });
    expect(blob.size).toBeLessThanOrEqual(max);
    expect(attempts).toHaveLength(1);
  });

  it('lowers the quality step by step until the photo fits', async () => {
    // 400x300 at 0.6 bytes per pixel: 0.85 → 61 200 B, 0.75 → 54 000 B, 0.65 → 46 800 B (fits).
    const { encode, attempts } = fakeEncoder(0.6);
    const { blob, attempt } = await encodeWithin({ width: 400, height: 300 }, max, encode);
    expect(attempts.map((a) => a.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(attempt.quality).toBe(0.65);
    expect(blob.size).toBeLessThanOrEqual(max);
  });

  it('shrinks the picture when even the lowest quality is too big', async () => {
    const { encode, attempts } = fakeEncoder(2);
    const { blob, attempt } = await encodeWithin({ width: 400, height: 300 }, max, encode);
    expect(attempts.slice(0, jpegQualities.length).every((a) => a.width === 400)).toBe(true);
    expect(attempt.width).toBeLessThan(400);
    expect(attempt.width / attempt.height).toBeCloseTo(400 / 300, 1);
    expect(blob.size).toBeLessThanOrEqual(max);
  });

  it('gives up rather than making a thumbnail of nothing', async () => {
    const { encode } = fakeEncoder(1000);
    await expect(encodeWithin({ width: 400, height: 300 }, max, encode)).rejects.toBeInstanceOf(PhotoTooLargeError);
  });
});
