/**
 * Turning push notifications on, only from a click (the notifications page's card), so the browser's
 * own prompt appears in answer to the user. A refusal says 'Problem in getting Notification
 * Permission' (spec 001 §8). No floating prompt: one at the bottom of a phone covered the page's own
 * buttons (the wizard's Next) until answered.
 */
import { notify } from '../app/notice';
import { enablePush } from './web-push';

/** Turns push on from a click; says so when the browser refuses. Used by the notifications page. */
export async function turnOnPush(problem: string): Promise<boolean> {
  try {
    if (await enablePush()) return true;
  } catch (error) {
    console.error('push not enabled', error);
  }
  notify('error', problem);
  return false;
}
