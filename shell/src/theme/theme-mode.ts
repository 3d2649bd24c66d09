/**
 * The user's light or dark choice, kept with the preferences (spec 001 §1: the user toggles it).
 * Without a saved choice the system preference decides.
 */
import { ownedState } from 'shared-contracts';
import { readPref, watchPref, writePref } from '../app/local-prefs';
import { type ThemeMode } from './build-theme';

const isMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

const systemMode = (): ThemeMode =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const mode = ownedState<ThemeMode>(readPref('theme', systemMode(), isMode));

/** The theme in use; this module is its only writer. */
export const themeMode = mode.readable;

/** Follows a change made in another tab. */
export function followThemeMode(): void {
  watchPref('theme', isMode, (next) => mode.set(next));
}

export async function setThemeMode(next: ThemeMode): Promise<void> {
  mode.set(next);
  await writePref('theme', next);
}
