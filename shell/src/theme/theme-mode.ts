/**
 * The user's light or dark choice, kept with the preferences (spec 001 §1: the user toggles it).
 * Without a saved choice the system preference decides.
 */
import { BehaviorSubject } from 'rxjs';
import { readPref, watchPref, writePref } from '../app/local-prefs';
import { type ThemeMode } from './build-theme';

const isMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

const systemMode = (): ThemeMode =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

export const themeMode = new BehaviorSubject<ThemeMode>(readPref('theme', systemMode(), isMode));

/** Follows a change made in another tab. */
export function followThemeMode(): void {
  watchPref('theme', isMode, (mode) => themeMode.next(mode));
}

export async function setThemeMode(mode: ThemeMode): Promise<void> {
  themeMode.next(mode);
  await writePref('theme', mode);
}
