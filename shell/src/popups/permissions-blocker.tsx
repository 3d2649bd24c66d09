/**
 * The permissions blocker (spec 001 §2.4): shown when the stored flag says so and a permission the
 * app needs is refused; lists them with a button to ask again. Closing clears the flag.
 */
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/notice';
import { type DevicePermission, requestPermission, setPermissionsFlag } from './device-permissions';

export default function PermissionsBlocker({ missing, onClose }: { missing: DevicePermission[]; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [left, setLeft] = useState(missing);
  const close = () => {
    setPermissionsFlag(false);
    onClose();
  };
  const ask = async (permission: DevicePermission) => {
    try {
      await requestPermission(permission);
      setLeft((current) => current.filter((item) => item !== permission));
    } catch (error) {
      console.warn(`${permission} permission refused`, error);
      notify('error', t('permissions.problem', { name: permission }));
    }
  };
  return (
    <Modal open title={t('permissions.title')} onCancel={close} footer={<Button onClick={close}>{t('permissions.close')}</Button>}>
      <p>{t('permissions.body')}</p>
      <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {left.map((permission) => (
          <li key={permission} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
            <span>{t(`permissions.names.${permission}`)}</span>
            <Button size="small" onClick={() => void ask(permission)}>
              {t('permissions.allow')}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
