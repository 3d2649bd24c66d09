/**
 * Upload Profile Pic (spec 001 §2.4): pick a picture or take one with the capture kit's camera;
 * Save stays disabled until a picture is attached. A failure keeps the dialog and the picture.
 */
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExposed, useSessionUser } from 'ui-kit';
import { notify } from '../../app/notice';
import { PictureTooLargeError, preparePicture, saveProfilePicture } from './save-profile-picture';

export default function ProfilePicDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const kit = useExposed('captureKit');
  const input = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<{ blob: Blob; url: string } | null>(null);
  const [camera, setCamera] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as its picture.
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.url);
    },
    [picture],
  );

  const attach = (file: Blob) => {
    setError(null);
    setPicture({ blob: file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!picture || !user) return;
    setSaving(true);
    setError(null);
    try {
      const ready = await preparePicture(picture.blob, kit.module?.compressImage ?? null);
      const outcome = await saveProfilePicture(user, ready, t('profilePic.queueLabel'));
      if (outcome.state === 'refused') {
        setError(`${t('profilePic.failed')} ${outcome.reason}`.trim());
        return;
      }
      notify(outcome.state === 'saved' ? 'success' : 'info', t(outcome.state === 'saved' ? 'profilePic.updated' : 'profilePic.queued'));
      onClose();
    } catch (failure) {
      console.error('profile picture not saved', failure);
      setError(failure instanceof PictureTooLargeError ? t('profilePic.tooLarge') : t('profilePic.failed'));
    } finally {
      setSaving(false);
    }
  };

  const CameraDialog = kit.module?.CameraDialog;
  return (
    <Modal
      open
      title={t('profilePic.title')}
      onCancel={onClose}
      okText={t('profilePic.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !picture, loading: saving }}
      onOk={() => void save()}
      destroyOnHidden
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <div
          style={{
            width: 160,
            height: 160,
            borderRadius: '50%',
            overflow: 'hidden',
            background: 'rgba(127,127,127,0.15)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {picture ? (
            <img src={picture.url} alt={t('profilePic.preview')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <PictureOutlined style={{ fontSize: 48, opacity: 0.5 }} />
          )}
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button icon={<PictureOutlined />} onClick={() => input.current?.click()}>
            {t('profilePic.choose')}
          </Button>
          <Button icon={<CameraOutlined />} disabled={!CameraDialog} loading={kit.state === 'loading'} onClick={() => setCamera(true)}>
            {t('profilePic.camera')}
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('profilePic.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) attach(file);
            event.target.value = '';
          }}
        />
        {kit.state === 'unavailable' && <Alert type="warning" showIcon title={t('profilePic.kitUnavailable')} />}
        {error && <Alert type="error" showIcon title={error} />}
      </div>
      {CameraDialog && camera && (
        <CameraDialog
          open
          onClose={() => setCamera(false)}
          onCapture={(photo) => {
            setCamera(false);
            attach(photo.blob);
          }}
        />
      )}
    </Modal>
  );
}
