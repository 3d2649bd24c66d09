import { act, renderHook, waitFor } from '@testing-library/react';
import { stubMediaDevices } from '../../../testing/media-devices';
import { useVoiceRecorder } from './use-voice-recorder';

// The recorder and the remuxer need a browser's media stack; the microphone fails before either is used.
jest.mock('extendable-media-recorder', () => ({ MediaRecorder: jest.fn() }));
jest.mock('mediabunny', () => ({}));
// The voice tools' chunk: the first load fails, as it does offline before the app was cached.
let mockFailedLoads = 1;
jest.mock('../media/voice-recording', () => {
  if (mockFailedLoads > 0) {
    mockFailedLoads -= 1;
    throw new Error('Loading chunk voice-recording failed.');
  }
  return jest.requireActual('../media/voice-recording');
});

const getUserMedia = stubMediaDevices();

describe('useVoiceRecorder', () => {
  it('says when the voice tools could not be loaded, and Record loads them again', async () => {
    const { result } = renderHook(() => useVoiceRecorder());
    await waitFor(() => expect(result.current.failure).toEqual({ key: 'failed', message: 'Loading chunk voice-recording failed.' }));
    expect(getUserMedia).not.toHaveBeenCalled();

    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await act(() => result.current.start());
    // The tools loaded this time: the recorder reached the microphone.
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(result.current.failure?.key).toBe('micError.noPermission');
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
