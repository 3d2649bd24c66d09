/**
 * Which of antd's breakpoints the window is at (the same names and widths as antd's
 * `Grid.useBreakpoint`), right from the first render. antd's hook answers `{}` on the first render
 * and the real screens from a layout effect: every page using it rendered twice at start, the
 * second time synchronously in the start's longest task (issue 15, blocking time), and wide screens
 * drew a phone's layout first.
 */
import { useSyncExternalStore } from 'react';

export type Screen = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type Screens = Readonly<Record<Screen, boolean>>;

/** antd's default breakpoints (its `screenSM` … `screenXXL` tokens); xs is below sm. */
const QUERIES: Readonly<Record<Screen, string>> = {
  xs: '(max-width: 575.98px)',
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
  xl: '(min-width: 1200px)',
  xxl: '(min-width: 1600px)',
};

const NONE: Screens = { xs: false, sm: false, md: false, lg: false, xl: false, xxl: false };
let lists: [Screen, MediaQueryList][] | null = null;
let current: Screens = NONE;

function read(): Screens {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return NONE;
  lists ??= (Object.keys(QUERIES) as Screen[]).map((screen) => [screen, window.matchMedia(QUERIES[screen])]);
  const next = Object.fromEntries(lists.map(([screen, list]) => [screen, list.matches])) as Record<Screen, boolean>;
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if ((Object.keys(next) as Screen[]).some((screen) => next[screen] !== current[screen])) current = next;
  return current;
}

function subscribe(onChange: () => void): () => void {
  read();
  for (const [, list] of lists ?? []) list.addEventListener('change', onChange);
  return () => {
    for (const [, list] of lists ?? []) list.removeEventListener('change', onChange);
  };
}

/** The window's breakpoints now; a component re-renders when one of them changes. */
export function useScreens(): Screens {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
