/**
 * Toasts for the whole platform. Anything may call `notify` (the guard, the bus bridge, pages);
 * the antd-based NoticeHost shows them once it is mounted, so notices raised while the signed-in
 * UI is still loading are shown, not lost. Remotes ask with bus.emit('ui/notify', …).
 */
import { Subject } from 'rxjs';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface NoticeMessage {
  kind: NoticeKind;
  text: string;
}

const pending: NoticeMessage[] = [];
const live = new Subject<NoticeMessage>();
let hosts = 0;

export function notify(kind: NoticeKind, text: string): void {
  if (hosts === 0) pending.push({ kind, text });
  else live.next({ kind, text });
}

/** Called by the host that displays notices; hands over what was raised before it mounted. */
export function attachNoticeHost(show: (message: NoticeMessage) => void): () => void {
  hosts += 1;
  pending.splice(0).forEach(show);
  const subscription = live.subscribe(show);
  return () => {
    hosts -= 1;
    subscription.unsubscribe();
  };
}
