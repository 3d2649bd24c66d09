import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSubject } from '../../app/use-subject';
import { notificationState } from '../../notifications/notification-store';
import { unreadCounts } from '../../notifications/unread-counts';
import { CountBadge } from '../count-badge';

/** The bell with the unread count; opens the notifications page. */
export function NotificationBell({ size }: { size: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { total } = unreadCounts(useSubject(notificationState).items);
  return (
    <CountBadge count={total}>
      <Button
        type="text"
        size={size}
        aria-label={total > 0 ? t('notifications.bellUnread', { count: total }) : t('notifications.bell')}
        icon={<BellOutlined />}
        onClick={() => void navigate('/notifications')}
      />
    </CountBadge>
  );
}
