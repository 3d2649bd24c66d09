/**
 * The system's "reduce motion" setting (WCAG 2.3.3). While it is on, antd's motion is off: dialogs,
 * drawers and menus appear and leave in place instead of zooming and sliding. Followed live, so a
 * change in the phone's settings applies without a reload.
 */
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | null = null;

function query(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  list ??= window.matchMedia(REDUCED_MOTION_QUERY);
  return list;
}

/** True while the system asks for reduced motion. */
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const target = query();
  target?.addEventListener('change', onChange);
  return () => target?.removeEventListener('change', onChange);
}

/** True while the system asks for reduced motion; a component re-renders when it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
