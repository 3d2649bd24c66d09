import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CameraProblem, classifyCameraError } from '../rules/camera-error';
import { openCamera, stopStream } from '../media/camera';

export type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'failed'; problem: CameraProblem };

/**
 * The camera shown in `videoRef` while the calling view is mounted (dialogs mount their view only
 * while open), stopped on unmount so the camera light goes off. A failure becomes one of the
 * spec's camera problems.
 */
export function useCamera(constraints: MediaStreamConstraints): { videoRef: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  // The constraints are fixed per view; a new object each render must not restart the camera.
  const constraintsRef = useRef(constraints);

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let cancelled = false;
    openCamera(constraintsRef.current)
      .then(async (opened) => {
        stream = opened;
        if (cancelled) return stopStream(opened);
        if (!video) throw new Error('The camera view is not mounted');
        video.srcObject = opened;
        await video.play();
        if (!cancelled) setState({ status: 'live' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('camera failed', error);
        stopStream(stream);
        setState({ status: 'failed', problem: classifyCameraError(error, window.isSecureContext) });
      });
    return () => {
      cancelled = true;
      stopStream(stream);
      if (video) video.srcObject = null;
    };
  }, []);

  return { videoRef, state };
}
