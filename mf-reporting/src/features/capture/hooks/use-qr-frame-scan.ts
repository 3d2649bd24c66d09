import { type RefObject, useEffect, useRef } from 'react';

/** Pause between two decodes: about 12 frames a second, enough to feel instant, light on a phone's battery. */
const FRAME_GAP_MS = 80;

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
          // Visible in the browser's performance panel; `pnpm bench` reports the median.
          performance.measure('capture:qr-decode', { start: started, end: performance.now() });
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
