import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { JanitorDuties } from '../features/janitor/components/janitor-duties';

/**
 * /janitor, outside the main layout: the janitor's page on a phone shared by a shift's staff.
 * Sign out is one large tap; the shell owns the session, so the page asks it through the bus, and
 * the next person signs in and comes back here.
 */
export default function JanitorPage() {
  const { t } = useTranslation('mf-shifts');
  const user = useSessionUser();
  const name = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.name : '';
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '16px 16px 32px' }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('janitor.title')}
          </Typography.Title>
          {name && <Typography.Text type="secondary">{t('janitor.signedInAs', { name })}</Typography.Text>}
        </div>
        <Button danger size="large" icon={<LogoutOutlined />} style={{ minHeight: 48 }} onClick={() => bus.emit('session/expired', { reason: 'unauthorized' })}>
          {t('janitor.signOut')}
        </Button>
      </header>
      <JanitorDuties />
    </main>
  );
}
