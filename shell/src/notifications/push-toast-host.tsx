/**
 * Push notifications as a toast at the top right for 5000 ms (spec 001 §9), whether they came from
 * the api's poll, a remote or a native wrapper (all arrive as 'notification/received'). Tapping
 * opens the issue or task it is about (notificationPath), else the notifications page.
 */
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, notificationPath } from 'shared-contracts';
import { useAppApis } from 'ui-kit';

export const PUSH_TOAST_MS = 5000;

export function PushToastHost() {
  const { notification } = useAppApis();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('notification/received').subscribe(({ id, title, body, type, dataId }) => {
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
