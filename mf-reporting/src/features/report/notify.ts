/** Toasts and navigation are the shell's: remotes ask for them over the bus. */
import { bus, buildUrl } from 'shared-contracts';

/** Spec 000 §8 kinds: positive, negative, warning, notification. */
export type NoticeKind = 'positive' | 'negative' | 'warning' | 'notification';

const busKind = { positive: 'success', negative: 'error', warning: 'warning', notification: 'info' } as const;

export function notify(kind: NoticeKind, message: string): void {
  bus.emit('ui/notify', { kind: busKind[kind], message });
}

/** A parameter image path from the api ('/static/…') as a URL the browser can load. */
export function apiAssetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:)/.test(path) ? path : buildUrl(path);
}
