/**
 * The user's light or dark choice, kept in the settings table (spec 001 §1: the user toggles it).
 * The first paint uses the system preference until the saved choice is read.
 */
import { BehaviorSubject } from 'rxjs';
import { readSetting, writeSetting } from 'shared-contracts';
import { type ThemeMode } from './build-theme';

const systemMode = (): ThemeMode =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

export const themeMode = new BehaviorSubject<ThemeMode>(systemMode());

export async function loadThemeMode(): Promise<void> {
  try {
    const saved = await readSetting<ThemeMode | null>('theme', null);
    if (saved === 'light' || saved === 'dark') themeMode.next(saved);
  } catch (error) {
    console.warn('theme setting unreadable; keeping', themeMode.value, error);
  }
}

export async function setThemeMode(mode: ThemeMode): Promise<void> {
  themeMode.next(mode);
  await writeSetting('theme', mode);
}
