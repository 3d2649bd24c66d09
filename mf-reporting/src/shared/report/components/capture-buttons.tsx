import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedPhoto, CapturedVoice } from 'shared-contracts';
import type { CaptureKitModule } from 'ui-kit';

interface CaptureButtonsProps {
  kit: CaptureKitModule | null;
  onCapture: (captured: CapturedPhoto | CapturedVoice) => void;
  photoLabel?: string;
  voice?: boolean;
}

/** The capture-image and 'Record Voice' buttons with their dialogs. */
export function CaptureButtons({ kit, onCapture, photoLabel, voice = true }: CaptureButtonsProps) {
  const { t } = useTranslation('mf-reporting');
  const [open, setOpen] = useState<'camera' | 'voice' | null>(null);
  const close = () => setOpen(null);
  return (
    <Flex gap="small" wrap>
      <Button icon={<CameraOutlined />} disabled={!kit} onClick={() => setOpen('camera')}>
        {photoLabel ?? t('details.capture.photo')}
      </Button>
      {voice && (
        <Button icon={<AudioOutlined />} disabled={!kit} onClick={() => setOpen('voice')}>
          {t('details.capture.voice')}
        </Button>
      )}
      {kit && open === 'camera' && (
        <kit.CameraDialog
          open
          onClose={close}
          // The dialog stays open for the next photo (the overall note often needs three).
          onCapture={onCapture}
        />
      )}
      {kit && open === 'voice' && (
        <kit.VoiceRecorderDialog
          open
          onClose={close}
          onSave={(recorded) => {
            onCapture(recorded);
            close();
          }}
        />
      )}
    </Flex>
  );
}
