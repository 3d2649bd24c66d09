import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import BorderOutlined from '@ant-design/icons/es/icons/BorderOutlined';
import CaretRightOutlined from '@ant-design/icons/es/icons/CaretRightOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedVoice } from 'shared-contracts';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** Seconds since `startedAt`, ticking while recording. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : seconds(now - startedAt);
}

export function VoiceRecorderView({ onSave }: { onSave: (voice: CapturedVoice) => void }) {
  const { t } = useTranslation('mf-reporting');
  const { starting, state, failure, start, stop, discard } = useVoiceRecorder();
  const elapsed = useElapsed(state.status === 'recording' ? state.startedAt : null);
  const player = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const togglePlay = () => {
    const audio = player.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      audio.currentTime = 0;
      setPlaying(false);
    } else {
      audio.play().then(
        () => setPlaying(true),
        (error: unknown) => console.error('playing the voice note failed', error),
      );
    }
  };

  const status =
    state.status === 'recording'
      ? t('capture.voice.recording', { seconds: elapsed })
      : state.status === 'processing'
        ? t('capture.voice.processing')
        : state.status === 'recorded'
          ? t('capture.voice.recorded', { seconds: seconds(state.voice.durationMs) })
          : t('capture.voice.idle');

  return (
    <Flex vertical gap="middle" align="center">
      <Typography.Text strong role="status">
        {status}
      </Typography.Text>
      {failure ? <Alert type="error" showIcon title={t(`capture.voice.${failure.key}`, { message: failure.message })} style={{ width: '100%' }} /> : null}
      {state.status === 'idle' ? (
        <Button type="primary" size="large" shape="round" icon={<AudioOutlined />} loading={starting} onClick={() => void start()}>
          {t('capture.voice.record')}
        </Button>
      ) : null}
      {state.status === 'recording' || state.status === 'processing' ? (
        <Button danger type="primary" size="large" shape="round" icon={<BorderOutlined />} loading={state.status === 'processing'} onClick={() => void stop()}>
          {t('capture.voice.stop')}
        </Button>
      ) : null}
      {state.status === 'recorded' ? (
        <>
          <audio ref={player} src={state.url} onEnded={() => setPlaying(false)} preload="auto" />
          <Flex gap="small" wrap justify="center">
            <Button icon={playing ? <BorderOutlined /> : <CaretRightOutlined />} onClick={togglePlay}>
              {t(playing ? 'capture.voice.stopPlaying' : 'capture.voice.play')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              onClick={() => onSave({ blob: state.voice.blob, name: `voice-${Date.now()}.ogg`, type: 'audio/ogg', durationMs: state.voice.durationMs })}
            >
              {t('capture.voice.save')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={discard}>
              {t('capture.voice.delete')}
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
