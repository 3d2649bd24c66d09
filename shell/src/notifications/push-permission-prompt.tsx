/**
 * Asks for push notifications at a sensible moment: a while after the signed-in app has settled
 * (never on first paint), once per user until they answer, and only from a click, so the browser's
 * own prompt appears in answer to the user. A refusal says 'Problem in getting Notification
 * Permission' (spec 001 §8); the notifications page offers the same button later.
 */
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppApis, useSession } from 'ui-kit';
import { notify } from '../app/notice';
import { enablePush, pushSupport } from './web-push';

/** How long after sign-in (or start) the question waits. */
export const PUSH_PROMPT_DELAY_MS = 8_000;
const ANSWERED_KEY = 'pushPromptAnswered';

function answered(userId: string): boolean {
  try {
    return localStorage.getItem(`${ANSWERED_KEY}:${userId}`) === 'true';
  } catch {
    return true;
  }
}

function markAnswered(userId: string): void {
  try {
    localStorage.setItem(`${ANSWERED_KEY}:${userId}`, 'true');
  } catch (error) {
    console.warn('push prompt answer not stored', error);
  }
}

/** Turns push on from a click; says so when the browser refuses. Shared by the prompt and the page. */
export async function turnOnPush(problem: string): Promise<boolean> {
  try {
    if (await enablePush()) return true;
  } catch (error) {
    console.error('push not enabled', error);
  }
  notify('error', problem);
  return false;
}

export function PushPermissionPrompt() {
  const { t } = useTranslation('shell');
  const { notification } = useAppApis();
  const userId = useSession().user?._id ?? null;
  useEffect(() => {
    if (!userId || pushSupport() !== 'default' || answered(userId)) return;
    const key = 'push-permission';
    const timer = setTimeout(() => {
      const answer = (turnOn: boolean) => {
        markAnswered(userId);
        notification.destroy(key);
        if (turnOn) void turnOnPush(t('permissions.problem', { name: 'Notification' }));
      };
      notification.open({
        key,
        title: t('push.prompt.title'),
        description: t('push.prompt.body'),
        placement: 'bottomRight',
        duration: 0,
        onClose: () => markAnswered(userId),
        actions: (
          <Space>
            <Button size="small" onClick={() => answer(false)}>
              {t('push.prompt.later')}
            </Button>
            <Button size="small" type="primary" onClick={() => answer(true)}>
              {t('push.prompt.turnOn')}
            </Button>
          </Space>
        ),
      });
    }, PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, notification, t]);
  return null;
}
