/**
 * The shell's preferences (offline toggle, theme, drawer pins) live in the settings table, where
 * remotes read them, and in a local-storage mirror that the first screen reads synchronously: the
 * signed-in home then needs neither a wait nor the database library (30 KB gzip) to draw the
 * header. A change made in another tab arrives as a 'storage' event.
 */
import { type SettingKey, writeSetting } from 'shared-contracts';

const mirrorKey = (key: SettingKey) => `facilityops:${key}`;

export function readPref<T>(key: SettingKey, fallback: T, valid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(mirrorKey(key));
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export async function writePref(key: SettingKey, value: unknown): Promise<void> {
  try {
    localStorage.setItem(mirrorKey(key), JSON.stringify(value));
  } catch (error) {
    console.warn(`preference ${key} not mirrored`, error);
  }
  await writeSetting(key, value);
}

/** Calls `onChange` when another tab changes the preference. */
export function watchPref<T>(key: SettingKey, valid: (value: unknown) => value is T, onChange: (value: T) => void, win: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== mirrorKey(key) || event.newValue === null) return;
    try {
      const value: unknown = JSON.parse(event.newValue);
      if (valid(value)) onChange(value);
    } catch {
      // A foreign value under our key: ignore it.
    }
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
