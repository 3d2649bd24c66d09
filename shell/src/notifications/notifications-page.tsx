/**
 * /notifications (and /ntfs): the user's notifications, all or unread, grouped by day (dates in the
 * app's language), each marked read on a tap (which opens its issue or task), all at once with one button; and, while this browser
 * does not push yet, the button that turns push notifications on.
 */
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Notification, formatTime, inKolkata, notificationPath } from 'shared-contracts';
import { notify } from '../app/notice';
import { useSubject } from '../app/use-subject';
import { groupByDay, relativeDay } from './group-by-day';
import { markRead, notificationState, refreshNotifications } from './notification-store';
import { turnOnPush } from './push-permission-prompt';
import { pushSupport } from './web-push';
import { Spinner } from 'ui-kit';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

type Filter = 'all' | 'unread';

export default function NotificationsPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { items, loaded } = useSubject(notificationState);
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'unread' ? items.filter((item) => !item.read) : items;
  const unread = items.filter((item) => !item.read).length;
  const [push, setPush] = useState(pushSupport);
  const navigate = useNavigate();
  const dayTitle = (day: string, first: Notification | undefined) => {
    if (!first) return day;
    const relative = relativeDay(day);
    const date = inKolkata(first.createdAt).format('D MMMM YYYY');
    return relative ? `${t(`push.page.${relative}`)} · ${date}` : inKolkata(first.createdAt).format('dddd, D MMMM YYYY');
  };
  const turnOn = async () => {
    await turnOnPush(t('permissions.problem', { name: 'Notification' }));
    setPush(pushSupport());
  };

  useEffect(() => {
    void refreshNotifications().catch((error: unknown) => console.warn('notifications not refreshed', error));
  }, []);

  const read = (ids?: string[]) =>
    markRead(ids).catch((error: unknown) => {
      console.error('notifications not marked read', error);
      notify('error', t('notifications.markFailed'));
    });

  // A list item holding the button (a list may hold only items), named by what it shows: the title,
  // '(unread)' for screen readers, the body and the time (the name holds the visible text).
  const row = (item: Notification) => (
    <div role="listitem" key={item._id}>
      <button
        type="button"
        onClick={() => {
          if (!item.read) void read([item._id]);
          // An issue or task opens on a tap; anything else stays on this page.
          const to = notificationPath(item.data);
          if (to !== '/notifications') void navigate(to);
        }}
        style={{
          display: 'flex',
          gap: 12,
          width: '100%',
          textAlign: 'start',
          padding: 12,
          cursor: item.read && notificationPath(item.data) === '/notifications' ? 'default' : 'pointer',
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
          <Typography.Text strong={!item.read}>
            {item.title}
            {!item.read && <span style={visuallyHidden}>{` (${t('notifications.unread')})`}</span>}
          </Typography.Text>
          {item.body && <Typography.Text type="secondary">{item.body}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatTime(item.createdAt)}
          </Typography.Text>
        </span>
      </button>
    </div>
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
      {push === 'default' && (
        <Flex
          align="center"
          justify="space-between"
          wrap
          gap={8}
          style={{ padding: 12, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
        >
          <Typography.Text>{t('push.page.offer')}</Typography.Text>
          <Button type="primary" onClick={() => void turnOn()}>
            {t('push.prompt.turnOn')}
          </Button>
        </Flex>
      )}
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unreadCount', { count: unread }) },
        ]}
      />
      {!loaded ? (
        <Spinner showLabel style={{ padding: 24 }} />
      ) : shown.length === 0 ? (
        <Empty description={t(filter === 'unread' ? 'notifications.noneUnread' : 'notifications.none')} />
      ) : (
        <Flex vertical gap={16}>
          {groupByDay(shown).map(({ day, items: ofDay }) => (
            <section key={day} aria-label={dayTitle(day, ofDay[0])}>
              <Typography.Title level={5} style={{ margin: '0 0 8px' }}>
                {dayTitle(day, ofDay[0])}
              </Typography.Title>
              <Flex vertical gap={8} role="list" aria-label={t('notifications.title')}>
                {ofDay.map(row)}
              </Flex>
            </section>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
