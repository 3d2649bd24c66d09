import { useEffect, useRef, useState } from 'react';
import { useLoadOnDemand } from 'ui-kit';
import type { OggOpus, Recording } from '../media/voice-recording';
import { classifyCameraError } from '../rules/camera-error';

// extendable-media-recorder and mediabunny: fetched when the recorder opens, never with the page.
const loadVoiceTools = () => import('../media/voice-recording');

export type VoiceState =
  { status: 'idle' } | { status: 'recording'; startedAt: number } | { status: 'processing' } | { status: 'recorded'; voice: OggOpus; url: string };

/** What went wrong, as a locale key under capture.voice and its values. */
export interface VoiceFailure {
  key: 'micError.noPermission' | 'micError.notFound' | 'failed';
  message: string;
}

function toFailure(error: unknown): VoiceFailure {
  const { kind, message } = classifyCameraError(error, window.isSecureContext);
  if (kind === 'noPermission') return { key: 'micError.noPermission', message };
  if (kind === 'notFound') return { key: 'micError.notFound', message };
  return { key: 'failed', message };
}

/** The recorder widget's states (spec 001 §2.4): idle → recording → recorded (then save or delete). */
export function useVoiceRecorder() {
  const [state, setState] = useState<VoiceState>({ status: 'idle' });
  const [failure, setFailure] = useState<VoiceFailure | null>(null);
  // Loading while the dialog opens; a failed load (offline, a deploy in between) is shown, and
  // Record tries again.
  const tools = useLoadOnDemand(
    loadVoiceTools,
    (error) => {
      console.error('loading the voice tools failed', error);
      setFailure(toFailure(error));
    },
    { early: true },
  );
  const recording = useRef<Recording | null>(null);
  // Record stays tappable while the tools load (a loading antd button swallows the tap); the
  // spinner shows from the tap until the microphone is recording.
  const [starting, setStarting] = useState(false);

  // Closing the dialog mid-recording releases the microphone; a recorded note's URL is freed.
  useEffect(() => () => recording.current?.cancel(), []);
  const url = state.status === 'recorded' ? state.url : null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const start = async () => {
    setFailure(null);
    setStarting(true);
    try {
      const loaded = await tools.request();
      if (!loaded) return;
      recording.current = await loaded.startRecording();
      setState({ status: 'recording', startedAt: Date.now() });
    } catch (error) {
      console.error('starting the recording failed', error);
      setFailure(toFailure(error));
    } finally {
      setStarting(false);
    }
  };

  const stop = async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setState({ status: 'processing' });
    try {
      const loaded = await tools.request();
      if (!loaded) {
        current.cancel();
        setState({ status: 'idle' });
        return;
      }
      const voice = await loaded.webmToOggOpus(await current.stop());
      setState({ status: 'recorded', voice, url: URL.createObjectURL(voice.blob) });
    } catch (error) {
      console.error('finishing the recording failed', error);
      setFailure(toFailure(error));
      setState({ status: 'idle' });
    }
  };

  const discard = () => setState({ status: 'idle' });

  return { starting, state, failure, start, stop, discard };
}
