/**
 * Records the microphone and saves Ogg Opus (spec 000 §9). Chromium's MediaRecorder cannot write
 * Ogg, only WebM with Opus inside: we record that with extendable-media-recorder and copy the
 * Opus packets, byte for byte, into an Ogg container with mediabunny (no re-encoding). Loaded
 * with a dynamic import when the recorder dialog opens.
 */
import { MediaRecorder } from 'extendable-media-recorder';
import { BlobSource, BufferTarget, EncodedAudioPacketSource, EncodedPacketSink, Input, OggOutputFormat, Output, WEBM } from 'mediabunny';

export const recordingMimeType = 'audio/webm;codecs=opus';

export interface Recording {
  /** Ends the recording and answers the WebM it made. */
  stop(): Promise<Blob>;
  /** Ends it and throws the audio away. */
  cancel(): void;
}

export async function startRecording(): Promise<Recording> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('The microphone API is not available', window.isSecureContext ? 'NotFoundError' : 'InsecureContextError');
  }
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType: recordingMimeType });
  } catch (error) {
    release();
    throw error;
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('stop', () => resolve(new Blob(chunks, { type: recordingMimeType })));
    recorder.addEventListener('error', (event) => reject(event.error ?? new Error('The recording failed')));
  });
  recorder.start();
  return {
    async stop() {
      if (recorder.state !== 'inactive') recorder.stop();
      try {
        return await stopped;
      } finally {
        release();
      }
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop();
      stopped.catch((error: unknown) => console.debug('recording cancelled', error));
      release();
    },
  };
}

export interface OggOpus {
  blob: Blob;
  durationMs: number;
}

/** Copies the Opus packets of a WebM recording into an Ogg file. */
export async function webmToOggOpus(webm: Blob): Promise<OggOpus> {
  const input = new Input({ source: new BlobSource(webm), formats: [WEBM] });
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track || track.codec !== 'opus') throw new Error('The recording holds no Opus audio');
    const decoderConfig = await track.getDecoderConfig();
    if (!decoderConfig) throw new Error('The recording has no Opus header');

    const target = new BufferTarget();
    const output = new Output({ format: new OggOutputFormat(), target });
    const source = new EncodedAudioPacketSource('opus');
    output.addAudioTrack(source);
    await output.start();
    let first = true;
    let start = Number.NaN;
    let end = 0;
    for await (const packet of new EncodedPacketSink(track).packets()) {
      // The first packet carries the decoder config: it becomes the OpusHead page.
      await source.add(packet, first ? { decoderConfig } : undefined);
      first = false;
      if (Number.isNaN(start)) start = packet.timestamp;
      end = Math.max(end, packet.timestamp + packet.duration);
    }
    if (first) throw new Error('The recording is empty');
    source.close();
    await output.finalize();
    if (!target.buffer) throw new Error('The Ogg file was not written');
    return { blob: new Blob([target.buffer], { type: 'audio/ogg' }), durationMs: Math.round((end - start) * 1000) };
  } finally {
    input.dispose();
  }
}
