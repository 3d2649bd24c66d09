/**
 * For the capture kit's tests: `navigator.mediaDevices` with a `getUserMedia` each test scripts
 * (`mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))`, a stream that never
 * comes), installed before each test, and `console.error` quietened: the capture code logs what
 * fails, which is what these tests provoke.
 */
export function stubMediaDevices(): jest.Mock<Promise<MediaStream>, [MediaStreamConstraints]> {
  const getUserMedia = jest.fn<Promise<MediaStream>, [MediaStreamConstraints]>();
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  return getUserMedia;
}
