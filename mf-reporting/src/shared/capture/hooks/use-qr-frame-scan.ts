import { type RefObject, useEffect, useRef } from 'react';

/** Pause between two decodes: about 12 frames a second, enough to feel instant, light on a phone's battery. */
const FRAME_GAP_MS = 80;
/** One performance measure per decoded frame (the browser's performance panel; `pnpm bench` reads them). */
export const DECODE_MEASURE = 'capture:qr-decode';

/**
 * Decodes frames of the live video until one holds a QR code, then calls `onFound` once and stops.
 * A failing decode is logged and the next frame tried: one bad frame must not end the scan.
 */
export function useQrFrameScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  decode: ((frame: ImageData) => Promise<string | null>) | null,
  onFound: (text: string) => void,
): void {
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    if (!decode) return undefined;
    // A scanner left open must not grow the performance timeline without end: one session's worth is kept.
    performance.clearMeasures(DECODE_MEASURE);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const tick = async () => {
      const video = videoRef.current;
      if (context && video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        if (canvas.width !== video.videoWidth || canvas.height !== video.videoHeight) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
        }
        context.drawImage(video, 0, 0);
        try {
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const started = performance.now();
          const text = await decode(frame);
          performance.measure(DECODE_MEASURE, { start: started, end: performance.now() });
          if (stopped) return;
          if (text !== null) {
            stopped = true;
            found.current(text);
            return;
          }
        } catch (error) {
          console.error('decoding a camera frame failed', error);
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_GAP_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [decode, videoRef]);
}
