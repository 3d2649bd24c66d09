import { render, screen } from '@testing-library/react';
import { stubMediaDevices } from '../../../testing/media-devices';
import { setUpI18n } from '../../../testing/setup-i18n';
import { QrScannerDialog } from './qr-scanner-dialog';

beforeAll(setUpI18n);

// The dialog also starts importing the zxing reader, which can hold a busy machine for a while.
const SLOW = { timeout: 10_000 };

const getUserMedia = stubMediaDevices();

const renderOpen = () => render(<QrScannerDialog open onResult={jest.fn()} onClose={jest.fn()} />);

describe('QrScannerDialog', () => {
  it('asks for the rear camera', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderOpen();
    await screen.findByText('Hey! I need access to your camera', undefined, SLOW);
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );
  });

  it.each([
    ['NotAllowedError', 'Hey! I need access to your camera'],
    ['NotFoundError', 'Do you even have a camera on your device?'],
    ['NotSupportedError', 'Camera access is only permitted in a secure context. Use HTTPS or localhost rather than HTTP.'],
    ['NotReadableError', "Couldn't access your camera. Is it already in use?"],
    ['OverconstrainedError', 'The installed cameras do not match the requested constraints.'],
    ['EncodingError', 'UNKNOWN ERROR: the camera broke'],
  ])('shows %s as the spec says, with the photo fallback as the main action', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('the camera broke', name));
    renderOpen();
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    const fallback = screen.getByRole('button', { name: /Choose a photo of the code/ });
    expect(fallback.className).toContain('ant-btn-primary');
  });

  it.each([
    [true, 'Do you even have a camera on your device?'],
    [false, 'Camera access is only permitted in a secure context. Use HTTPS or localhost rather than HTTP.'],
  ])('without a camera API (secure page: %s) says why', async (secure, message) => {
    // Browsers hide navigator.mediaDevices on insecure pages.
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
    renderOpen();
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
  });

  it('offers the photo fallback while the camera starts, as a secondary action', () => {
    getUserMedia.mockReturnValueOnce(new Promise<MediaStream>(() => undefined));
    renderOpen();
    expect(screen.getByText('Starting the camera…')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a photo of the code/ }).className).not.toContain('ant-btn-primary');
  });
});
