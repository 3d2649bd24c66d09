import { AppDb } from './app-db';
import { getDb, pruneEvents, readSetting, writeSetting, EVENT_RETENTION_MS } from './db';

describe('getDb', () => {
  it('opens one database for the whole page', async () => {
    const [first, second] = await Promise.all([getDb(), getDb()]);
    expect(first).toBe(second);
    expect(first).toBeInstanceOf(AppDb);
  });

  it('reads a setting back, or the fallback when unset', async () => {
    await expect(readSetting('language', 'en-US')).resolves.toBe('en-US');
    await writeSetting('language', 'hi');
    await expect(readSetting('language', 'en-US')).resolves.toBe('hi');
  });

  it('prunes events past the retention window only', async () => {
    const db = await getDb();
    const now = Date.now();
    await db.events.bulkAdd([
      { type: 'report/queued', payload: {}, at: now - EVENT_RETENTION_MS - 1, origin: 't' },
      { type: 'report/queued', payload: {}, at: now - 1000, origin: 't' },
    ]);
    await expect(pruneEvents(now)).resolves.toBe(1);
    await expect(db.events.count()).resolves.toBe(1);
  });
});
