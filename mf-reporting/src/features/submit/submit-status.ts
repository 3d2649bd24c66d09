/**
 * What the submit screen says about its outbox item (spec 000 Screen 5): loading while it is on its
 * way, success once the server acknowledged it, error when the last attempt failed (it is kept and
 * tried again, or it needs the user's attention), and 'No report to submit.' when there is none.
 */
import type { OutboxItem } from 'shared-contracts';

export type SendStatus = 'loading' | 'success' | 'error' | 'empty';

/** `item`: undefined while the database answers, null when there is no such item. */
export function sendStatusOf(item: OutboxItem | null | undefined, offline: boolean): SendStatus {
  if (item === undefined) return 'loading';
  if (item === null) return 'empty';
  if (item.state === 'done') return 'success';
  if (item.state === 'needs-attention') return 'error';
  if (item.state === 'queued' && (item.lastError !== undefined || offline)) return 'error';
  return 'loading';
}
