import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../sw/update-store';

/** Blocks the app until the pending update is applied: it cannot be dismissed. */
export default function UpdateBlocker() {
  const { t } = useTranslation('shell');
  const [updating, setUpdating] = useState(false);
  return (
    <Modal
      open
      title={t('update.blockerTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('update.update')}
      okButtonProps={{ loading: updating }}
      onOk={() => {
        setUpdating(true);
        void applyUpdate();
      }}
    >
      {t('update.available')}
    </Modal>
  );
}
