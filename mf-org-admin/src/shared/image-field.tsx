import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from 'shared-contracts';
import { ImageUploadError, useImageUpload } from './use-image-upload';

/** A logo or branding image (a Form.Item control): its preview, Upload (PNG or JPEG, resized) and Remove. */
export function ImageField({ label, value = null, onChange }: { label: string; value?: string | null; onChange?: (value: string | null) => void }) {
  const { t } = useTranslation('mf-org-admin');
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, kitLoading } = useImageUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const picked = async (file: File) => {
    setProblem(null);
    try {
      onChange?.(await upload(file));
    } catch (error) {
      setProblem(t(`organizationEdit.image.${error instanceof ImageUploadError ? error.problem : 'failed'}`));
    }
  };
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        {value ? (
          <img
            src={assetUrl(value)}
            alt={label}
            style={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 6, background: 'rgba(127,127,127,0.12)' }}
          />
        ) : null}
        <Button icon={<UploadOutlined />} loading={busy || kitLoading} onClick={() => input.current?.click()}>
          {t('organizationEdit.image.upload', { what: label })}
        </Button>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('organizationEdit.image.remove')}
          </Button>
        ) : null}
      </Flex>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        style={{ display: 'none' }}
        aria-label={t('organizationEdit.image.upload', { what: label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void picked(file);
        }}
      />
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Flex>
  );
}
