/** Toasts are the shell's: an app asks for one over the bus, in the kinds of spec 000 §8. */
import { bus } from './bus';

/** Spec 000 §8 kinds: positive, negative, warning, notification. */
export type NoticeKind = 'positive' | 'negative' | 'warning' | 'notification';

const busKind = { positive: 'success', negative: 'error', warning: 'warning', notification: 'info' } as const;

export function notify(kind: NoticeKind, message: string): void {
  bus.emit('ui/notify', { kind: busKind[kind], message });
}
