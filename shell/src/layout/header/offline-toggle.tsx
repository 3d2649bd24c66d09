/**
 * Offline mode on the header (spec 001 §2.2): turning it on asks first (Toggle Offline Mode / Are
 * you sure you want to toggle / Cancel, Yes); turning it off is direct. While the browser itself is
 * offline the button shows it and says so.
 */
import DisconnectOutlined from '@ant-design/icons/es/icons/DisconnectOutlined';
import WifiOutlined from '@ant-design/icons/es/icons/WifiOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useAppApis } from 'ui-kit';
import { notify } from '../../app/notice';
import { offlineStore } from '../../offline/offline-store';
import { useOfflineState } from '../../offline/use-offline';

export function OfflineToggle({ size }: { size: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
  const { modal } = useAppApis();
  const { user, browser } = useOfflineState();
  const offline = user || browser;

  const save = (value: boolean) =>
    offlineStore.setUserOffline(value).catch((error: unknown) => {
      console.error('offline mode not saved', error);
      notify('error', t('offline.notSaved'));
    });

  const toggle = () => {
    if (user) {
      void save(false);
      return;
    }
    modal.confirm({
      title: t('offline.confirmTitle'),
      content: t('offline.confirmBody'),
      okText: t('common:actions.yes'),
      cancelText: t('common:actions.cancel'),
      onOk: () => save(true),
    });
  };

  const label = browser ? t('offline.browserOffline') : t(user ? 'offline.on' : 'offline.off');
  return (
    <Button
      type={user ? 'primary' : 'text'}
      danger={offline}
      size={size}
      aria-label={t('offline.toggle')}
      aria-pressed={user}
      title={label}
      icon={offline ? <DisconnectOutlined /> : <WifiOutlined />}
      onClick={toggle}
    />
  );
}
