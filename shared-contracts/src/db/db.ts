/**
 * The database singleton, opened on first use: Dexie is downloaded only when something reads or
 * writes local data, never for the sign-in page. Settings helpers every package uses.
 */
import { nextTask } from '../time/next-task';
import type { AppDb } from './app-db';

let instance: Promise<AppDb> | null = null;

/**
 * The one AppDb of this page (shared by the shell and every remote). Dexie's module runs in the
 * task that loaded it, the schema is built in the next and the first read opens the database in
 * a third: together they were one ~65 ms task after a signed-in page's first paint, ~200 ms of
 * blocking on a phone's slower CPU (issue 15).
 */
export function getDb(): Promise<AppDb> {
  instance ??= import('./app-db').then(async ({ AppDb: Database }) => {
    await nextTask();
    const db = new Database();
    await nextTask();
    return db;
  });
  return instance;
}

export type SettingKey = 'offline' | 'theme' | 'homePage' | 'normalScanMode' | 'language' | 'drawerPins' | 'activeShift';

export async function readSetting<T>(key: SettingKey, fallback: T): Promise<T> {
  const row = await (await getDb()).settings.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function writeSetting(key: SettingKey, value: unknown): Promise<void> {
  await (await getDb()).settings.put({ key, value });
}

/** Events older than this are pruned; the table is a relay and an audit trail, not history. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many events are kept, the newest; a busy device stays small within the week too. */
export const EVENT_MAX_ROWS = 2000;

/** Deletes events past the retention window, then the oldest beyond EVENT_MAX_ROWS; answers how many went. */
export async function pruneEvents(now = Date.now(), maxRows = EVENT_MAX_ROWS): Promise<number> {
  const db = await getDb();
  return db.transaction('rw', db.events, async () => {
    const old = await db.events
      .where('at')
      .below(now - EVENT_RETENTION_MS)
      .delete();
    const excess = (await db.events.count()) - maxRows;
    if (excess <= 0) return old;
    const oldest = await db.events.orderBy('at').limit(excess).primaryKeys();
    await db.events.bulkDelete(oldest);
    return old + oldest.length;
  });
}
