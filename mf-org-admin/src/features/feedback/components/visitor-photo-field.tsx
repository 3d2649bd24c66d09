/**
 * The visitor's optional photo (issue 21): taken with the capture kit's camera (rear camera,
 * compressed to 0.05 MB like every photo of the product) or picked from the phone and compressed the
 * same way. The kit is mf-reporting's, loaded when the field is first used; should it not load (a
 * deployment in between, a bad network), a picked photo is still scaled down here and sent.
 */
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPhotoBytes } from 'shared-contracts';
import { useExposed } from 'ui-kit';

interface Props {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
}

export function VisitorPhotoField({ photo, onChange }: Props) {
  const { t } = useTranslation('mf-org-admin');
  const [wanted, setWanted] = useState(false);
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const kit = useExposed('captureKit', wanted);
  const picker = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const picked = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      // Without the kit the form scales the photo itself when it is sent.
      onChange(kit.state === 'ready' ? await kit.module.compressImage(file, maxPhotoBytes) : file);
    } catch (error) {
      console.warn('the picked photo could not be compressed; it is sent scaled down', error);
      onChange(file);
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('feedback.public.photo')}</Typography.Text>
      {preview ? (
        <Flex gap={12} align="center" wrap>
          <img src={preview} alt={t('feedback.public.photoPreview')} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('feedback.public.photoRemove')}
          </Button>
        </Flex>
      ) : (
        <Flex gap={8} wrap>
          <Button
            icon={<CameraOutlined />}
            loading={wanted && camera && kit.state === 'loading'}
            onClick={() => {
              setWanted(true);
              setCamera(true);
            }}
          >
            {t('feedback.public.photoTake')}
          </Button>
          <Button
            icon={<PictureOutlined />}
            loading={busy}
            onClick={() => {
              setWanted(true);
              picker.current?.click();
            }}
          >
            {t('feedback.public.photoChoose')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png"
            hidden
            aria-label={t('feedback.public.photoChoose')}
            onChange={(event) => void picked(event.target.files?.[0])}
          />
        </Flex>
      )}
      {camera && kit.state === 'unavailable' ? <Typography.Text type="warning">{t('feedback.public.cameraUnavailable')}</Typography.Text> : null}
      {kit.state === 'ready' ? (
        <kit.module.CameraDialog
          open={camera}
          onClose={() => setCamera(false)}
          onCapture={(captured) => {
            setCamera(false);
            onChange(captured.blob);
          }}
        />
      ) : null}
    </Flex>
  );
}
