/** The database singleton, and the settings helpers every package uses. */
import { AppDb } from './app-db';

export const db = new AppDb();

export type SettingKey = 'offline' | 'theme' | 'homePage' | 'normalScanMode' | 'language' | 'drawerPins';

export async function readSetting<T>(key: SettingKey, fallback: T): Promise<T> {
  const row = await db.settings.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function writeSetting(key: SettingKey, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}

/** Events older than this are pruned at start; the table is a relay and an audit trail, not history. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneEvents(now = Date.now()): Promise<number> {
  return db.events.where('at').below(now - EVENT_RETENTION_MS).delete();
}
