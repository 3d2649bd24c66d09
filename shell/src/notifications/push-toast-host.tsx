/**
 * Push notifications as a toast at the top right for 5000 ms (spec 001 §9), whether they came from
 * the api's poll, a remote or a native wrapper (all arrive as 'notification/received'). Tapping
 * opens the issue or task it is about (notificationPath), else the notifications page. What arrived
 * while the host was not yet mounted (the first seconds after sign-in) is shown when it mounts.
 */
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationPath } from 'shared-contracts';
import { useAppApis } from 'ui-kit';
import { PUSH_TOAST_MS, notificationArrivals } from './notification-store';

/** Toasts shown, so that a host mounted again (the replay of recent arrivals) does not show one twice. */
const shown = new Set<string>();

export function PushToastHost() {
  const { notification } = useAppApis();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = notificationArrivals.subscribe(({ id, title, body, type, dataId }) => {
      if (shown.has(id)) return;
      shown.add(id);
      setTimeout(() => shown.delete(id), PUSH_TOAST_MS);
      notification.open({
        key: `push-${id}`,
        title,
        description: body,
        icon: <BellOutlined />,
        placement: 'topRight',
        duration: PUSH_TOAST_MS / 1000,
        onClick: () => {
          notification.destroy(`push-${id}`);
          void navigate(notificationPath({ type: type ?? 'other', id: dataId }));
        },
        role: 'status',
      });
    });
    return () => subscription.unsubscribe();
  }, [notification, navigate]);
  return null;
}
