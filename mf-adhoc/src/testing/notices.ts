/** The toasts an app asked the shell for (bus 'ui/notify') while a test ran. */
import { type EventMap, bus } from 'shared-contracts';

export function collectNotices(): { notices: EventMap['ui/notify'][]; stop: () => void } {
  const notices: EventMap['ui/notify'][] = [];
  const subscription = bus.on('ui/notify').subscribe((notice) => notices.push(notice));
  return { notices, stop: () => subscription.unsubscribe() };
}
