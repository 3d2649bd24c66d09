/** Opens the rear camera (spec 000 §9), or fails with an error classifyCameraError understands. */

/** Photos and QR frames come from the rear camera when there is one; `ideal` so a laptop's only camera still works. */
export function rearCameraConstraints(width: number, height: number): MediaStreamConstraints {
  return { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: width }, height: { ideal: height } } };
}

export async function openCamera(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    // Browsers hide the camera API on insecure pages; on a secure page without it there is no camera to use.
    throw new DOMException('The camera API is not available', window.isSecureContext ? 'NotFoundError' : 'InsecureContextError');
  }
  return navigator.mediaDevices.getUserMedia(constraints);
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
