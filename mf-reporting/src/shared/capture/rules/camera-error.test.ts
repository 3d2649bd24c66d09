import { classifyCameraError } from './camera-error';

const domError = (name: string, message = 'browser text') => new DOMException(message, name);

describe('classifyCameraError', () => {
  it.each([
    ['NotAllowedError', 'noPermission'],
    ['PermissionDeniedError', 'noPermission'],
    ['NotFoundError', 'notFound'],
    ['DevicesNotFoundError', 'notFound'],
    ['NotSupportedError', 'notSecure'],
    ['InsecureContextError', 'notSecure'],
    ['NotReadableError', 'inUse'],
    ['TrackStartError', 'inUse'],
    ['OverconstrainedError', 'overconstrained'],
    ['ConstraintNotSatisfiedError', 'overconstrained'],
  ])('maps %s to %s', (name, kind) => {
    expect(classifyCameraError(domError(name), true).kind).toBe(kind);
  });

  it('reads a SecurityError as the HTTPS problem only on an insecure page', () => {
    expect(classifyCameraError(domError('SecurityError'), false).kind).toBe('notSecure');
    expect(classifyCameraError(domError('SecurityError'), true).kind).toBe('noPermission');
  });

  it('keeps the message of anything else for UNKNOWN ERROR', () => {
    expect(classifyCameraError(new TypeError('video.play is not a function'), true)).toEqual({ kind: 'unknown', message: 'video.play is not a function' });
    expect(classifyCameraError('stream ended', true)).toEqual({ kind: 'unknown', message: 'stream ended' });
    // OverconstrainedError in Chromium is not a DOMException but carries the name.
    expect(classifyCameraError({ name: 'OverconstrainedError', message: '', constraint: 'facingMode' }, true).kind).toBe('overconstrained');
  });
});
