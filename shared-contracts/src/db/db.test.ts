import { AppDb } from './app-db';
import { bus, PRUNE_EVERY } from '../bus/bus';
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

  it('keeps only the newest events beyond the count limit', async () => {
    const db = await getDb();
    await db.events.clear();
    const now = Date.now();
    await db.events.bulkAdd(
      Array.from({ length: 30 }, (_, i) => ({ type: 'report/queued' as const, payload: { i }, at: now - 30_000 + i * 1000, origin: 't' })),
    );
    await expect(pruneEvents(now, 10)).resolves.toBe(20);
    const kept = await db.events.orderBy('at').toArray();
    expect(kept.map((event) => (event.payload as { i: number }).i)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('the bus prunes as it stores: old events go without anyone calling pruneEvents', async () => {
    const db = await getDb();
    await db.events.clear();
    await db.events.add({ type: 'report/queued', payload: {}, at: Date.now() - EVENT_RETENTION_MS - 60_000, origin: 't' });
    for (let i = 0; i <= PRUNE_EVERY; i += 1) bus.emit('report/queued', { localId: `l${i}`, facilityId: 'f' });
    const oldCount = () =>
      db.events
        .where('at')
        .below(Date.now() - EVENT_RETENTION_MS)
        .count();
    for (let waited = 0; waited < 5000 && (await oldCount()) > 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await oldCount()).toBe(0);
    await expect(db.events.count()).resolves.toBeGreaterThan(0);
  });
});
