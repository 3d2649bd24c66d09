/**
 * /new-feedbacks: the dashboard full screen. Inside the avatar menu's frame it first says it is ready
 * to its parent (at this origin only) and shows the dashboard once the parent's session message
 * arrived (readAuthMessage checks origin and sender); opened directly, it shows it at once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'ui-kit';
import { FEEDBACK_READY_MESSAGE, readAuthMessage } from '../rules/frame-auth';
import { FeedbackDashboardView } from './feedback-dashboard';

export function FeedbackFrameGate() {
  const { t } = useTranslation('mf-org-admin');
  const framed = window.parent !== window;
  const [user, setUser] = useState<string | null>(null);

  useEffect(() => {
    if (!framed) return;
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      const auth = readAuthMessage(event, origin, window.parent);
      if (auth) setUser(auth.user.name);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: FEEDBACK_READY_MESSAGE }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [framed]);

  if (framed && user === null) return <Spinner label={t('feedback.frame.waiting')} showLabel style={{ margin: 48 }} />;
  return <FeedbackDashboardView title={user ? t('feedback.frame.title', { name: user }) : undefined} />;
}
