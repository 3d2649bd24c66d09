import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubMediaDevices } from '../../../testing/media-devices';
import { setUpI18n } from '../../../testing/setup-i18n';
import { VoiceRecorderDialog } from './voice-recorder-dialog';

// The recorder and the remuxer need a browser's media stack; the microphone fails before either is used.
jest.mock('extendable-media-recorder', () => ({ MediaRecorder: jest.fn() }));
jest.mock('mediabunny', () => ({}));

beforeAll(setUpI18n);

const getUserMedia = stubMediaDevices();

describe('VoiceRecorderDialog', () => {
  it.each([
    ['NotAllowedError', 'Problem in getting Microphone Permission'],
    ['NotFoundError', 'No microphone was found on this device.'],
    ['NotReadableError', 'The voice note could not be recorded: busy'],
  ])('stays idle and says why when the microphone fails (%s)', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('busy', name));
    render(<VoiceRecorderDialog open onSave={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Tap Record and speak.');
    const record = screen.getByRole('button', { name: /Record/ });
    // Tapped at once, while the voice tools are still being imported: the tap is not lost.
    await userEvent.click(record);
    expect(await screen.findByText(message, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(screen.getByRole('status').textContent).toBe('Tap Record and speak.');
  });
});
