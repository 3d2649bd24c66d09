/**
 * Which of the spec's camera messages (spec 000 §8) a getUserMedia failure shows. Browsers name the
 * same failure differently (Chromium's old names, Firefox's), so several names map to one message.
 */
export type CameraErrorKind = 'noPermission' | 'notFound' | 'notSecure' | 'inUse' | 'overconstrained' | 'unknown';

export interface CameraProblem {
  kind: CameraErrorKind;
  /** The browser's own text, shown after 'UNKNOWN ERROR: ' when the failure is none of the known ones. */
  message: string;
}

const kindByName: Record<string, Exclude<CameraErrorKind, 'unknown'>> = {
  NotAllowedError: 'noPermission',
  PermissionDeniedError: 'noPermission',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  NotSupportedError: 'notSecure',
  InsecureContextError: 'notSecure',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  AbortError: 'inUse',
  OverconstrainedError: 'overconstrained',
  ConstraintNotSatisfiedError: 'overconstrained',
};

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : String(error) };
  }
  return { name: '', message: String(error) };
}

/**
 * @param secureContext `window.isSecureContext`: a SecurityError on an insecure page is the HTTPS
 * problem; on a secure page it is a permission policy refusing the camera.
 */
export function classifyCameraError(error: unknown, secureContext: boolean): CameraProblem {
  const { name, message } = describe(error);
  if (name === 'SecurityError') return { kind: secureContext ? 'noPermission' : 'notSecure', message };
  return { kind: kindByName[name] ?? 'unknown', message };
}
