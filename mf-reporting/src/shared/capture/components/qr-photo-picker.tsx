import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PickState = 'idle' | 'reading' | 'noCode' | 'unreadable';

interface QrPhotoPickerProps {
  /** Shown as the main action when there is no camera to scan with. */
  prominent: boolean;
  decode: (picture: Blob) => Promise<string | null>;
  onResult: (text: string) => void;
}

/** 'Choose a photo of the code': decodes a picture from the gallery or the system camera app. */
export function QrPhotoPicker({ prominent, decode, onResult }: QrPhotoPickerProps) {
  const { t } = useTranslation('mf-reporting');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<PickState>('idle');

  const onPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked twice must fire change again.
    event.target.value = '';
    if (!file) return;
    setState('reading');
    try {
      const text = await decode(file);
      if (text === null) setState('noCode');
      else onResult(text);
    } catch (error) {
      console.error('reading the picked photo failed', error);
      setState('unreadable');
    }
  };

  return (
    <>
      <input ref={input} type="file" accept="image/*" hidden data-testid="qr-photo-input" onChange={(event) => void onPicked(event)} />
      <Button
        block
        size={prominent ? 'large' : 'middle'}
        type={prominent ? 'primary' : 'default'}
        icon={<PictureOutlined />}
        loading={state === 'reading'}
        onClick={() => input.current?.click()}
      >
        {t(state === 'reading' ? 'capture.scanner.photo.reading' : 'capture.scanner.photo.choose')}
      </Button>
      {state === 'noCode' || state === 'unreadable' ? <Alert type="warning" showIcon title={t(`capture.scanner.photo.${state}`)} /> : null}
    </>
  );
}
