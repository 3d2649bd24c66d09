import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import type { VoiceRecorderDialogProps } from 'shared-contracts';
import { VoiceRecorderView } from './voice-recorder-view';

/**
 * The voice recorder (spec 001 §2.4): idle, recording, recorded with play/stop, save and delete.
 * Saves Ogg Opus; saving hands the note over and closes the dialog. Closing while recording
 * throws the recording away and frees the microphone.
 */
export function VoiceRecorderDialog({ open, onSave, onClose }: VoiceRecorderDialogProps) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Modal open={open} title={t('capture.voice.title')} footer={null} onCancel={onClose} destroyOnHidden centered>
      {open ? (
        <VoiceRecorderView
          onSave={(voice) => {
            onSave(voice);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
