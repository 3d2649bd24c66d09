import { render, screen } from '@testing-library/react';
import { stubMediaDevices } from '../../../testing/media-devices';
import { setUpI18n } from '../../../testing/setup-i18n';
import { CameraDialog } from './camera-dialog';

beforeAll(setUpI18n);

const getUserMedia = stubMediaDevices();

describe('CameraDialog', () => {
  it('asks for the rear camera and keeps the shutter off until the picture is live', async () => {
    getUserMedia.mockReturnValueOnce(new Promise<MediaStream>(() => undefined));
    render(<CameraDialog open onCapture={jest.fn()} onClose={jest.fn()} />);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
    expect((screen.getByRole('button', { name: /Take photo/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the camera error and offers the phone's own camera or gallery instead", async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('in use', 'NotReadableError'));
    render(<CameraDialog open onCapture={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByText("Couldn't access your camera. Is it already in use?", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose or take a photo/ })).toBeTruthy();
    expect(screen.getByTestId('photo-file-input').getAttribute('capture')).toBe('environment');
    expect(screen.queryByRole('button', { name: /Take photo/ })).toBeNull();
  });
});
