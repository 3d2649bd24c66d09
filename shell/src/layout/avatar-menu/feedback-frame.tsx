/**
 * Feedbacks (spec 001 §2.4): the feedback dashboard in a full-screen frame. The frame is the
 * feedback app on this same origin (/new-feedbacks); when it says it is ready (a message from the
 * frame's window at this origin only) it receives the encrypted token (POST /auth/encryptToken) and
 * the user by postMessage, addressed to this origin only, so no other site can read them.
 */
import Modal from 'antd/es/modal';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type User } from 'shared-contracts';

export const FEEDBACK_APP_PATH = '/new-feedbacks';
export const FEEDBACK_AUTH_MESSAGE = 'facilityops:feedback-auth';
export const FEEDBACK_READY_MESSAGE = 'facilityops:feedback-ready';

export interface FeedbackFrameProps {
  encryptedToken: string;
  user: User;
  onClose: () => void;
}

export default function FeedbackFrame({ encryptedToken, user, onClose }: FeedbackFrameProps) {
  const { t } = useTranslation('shell');
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = window.location.origin;
  const send = () =>
    frame.current?.contentWindow?.postMessage(
      { type: FEEDBACK_AUTH_MESSAGE, token: encryptedToken, user: { _id: user._id, name: user.name, organization: user.organization ?? null } },
      origin,
    );
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const ready = typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FEEDBACK_READY_MESSAGE;
      if (ready && event.origin === origin && event.source !== null && event.source === frame.current?.contentWindow) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  return (
    <Modal
      open
      title={t('feedbacks.title')}
      footer={null}
      onCancel={onClose}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 110px)', padding: 0 } }}
    >
      <iframe ref={frame} title={t('feedbacks.title')} src={`${origin}${FEEDBACK_APP_PATH}`} style={{ border: 0, width: '100%', height: '100%' }} />
    </Modal>
  );
}
