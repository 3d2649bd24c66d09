/** /notifications (and /ntfs): the user's notifications, all or unread, each marked read on a tap. */
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notification, formatDateTime } from 'shared-contracts';
import { notify } from '../app/notice';
import { useSubject } from '../app/use-subject';
import { markRead, notificationState, refreshNotifications } from './notification-store';

type Filter = 'all' | 'unread';

export default function NotificationsPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { items, loaded } = useSubject(notificationState);
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'unread' ? items.filter((item) => !item.read) : items;
  const unread = items.filter((item) => !item.read).length;

  useEffect(() => {
    void refreshNotifications().catch((error: unknown) => console.warn('notifications not refreshed', error));
  }, []);

  const read = (ids?: string[]) =>
    markRead(ids).catch((error: unknown) => {
      console.error('notifications not marked read', error);
      notify('error', t('notifications.markFailed'));
    });

  const row = (item: Notification) => (
    <button
      key={item._id}
      type="button"
      onClick={() => !item.read && void read([item._id])}
      aria-label={`${item.title}${item.read ? '' : ` (${t('notifications.unread')})`}`}
      style={{
        display: 'flex',
        gap: 12,
        width: '100%',
        textAlign: 'start',
        padding: 12,
        cursor: item.read ? 'default' : 'pointer',
        background: item.read ? token.colorBgContainer : token.colorPrimaryBg,
        color: token.colorText,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <span
        aria-hidden
        style={{ flex: 'none', width: 8, height: 8, marginTop: 7, borderRadius: 4, background: item.read ? 'transparent' : token.colorError }}
      />
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 }}>
        <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
        {item.body && <Typography.Text type="secondary">{item.body}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(item.createdAt)}
        </Typography.Text>
      </span>
    </button>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('notifications.title')}
        </Typography.Title>
        <Button disabled={unread === 0} onClick={() => void read()}>
          {t('notifications.markAll')}
        </Button>
      </Flex>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unreadCount', { count: unread }) },
        ]}
      />
      {!loaded ? (
        <Spin description={t('common:states.loading')} />
      ) : shown.length === 0 ? (
        <Empty description={t(filter === 'unread' ? 'notifications.noneUnread' : 'notifications.none')} />
      ) : (
        <Flex vertical gap={8} role="list" aria-label={t('notifications.title')}>
          {shown.map(row)}
        </Flex>
      )}
    </Flex>
  );
}
