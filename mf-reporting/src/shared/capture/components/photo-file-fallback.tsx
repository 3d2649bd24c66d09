import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import Button from 'antd/es/button';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface PhotoFileFallbackProps {
  busy: boolean;
  onPicked: (file: File) => void;
}

/**
 * When the page cannot open the camera itself (no permission, insecure page, none found), the
 * phone's own camera app or gallery still can: a file input that asks for the rear camera.
 */
export function PhotoFileFallback({ busy, onPicked }: PhotoFileFallbackProps) {
  const { t } = useTranslation('mf-reporting');
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked twice must fire change again.
    event.target.value = '';
    if (file) onPicked(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" capture="environment" hidden data-testid="photo-file-input" onChange={picked} />
      <Button type="primary" size="large" block icon={<PictureOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('capture.camera.choose')}
      </Button>
    </>
  );
}
