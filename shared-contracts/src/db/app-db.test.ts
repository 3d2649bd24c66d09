import { AppDb } from './app-db';

describe('AppDb', () => {
  it('stores queued reports with their media blobs and finds them per user and organisation', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    await db.reportCache.add({
      localId: 'l1',
      userId: 'u1',
      organizationId: 'o1',
      facilityId: 'f1',
      state: 'queued',
      report: { facility: 'f1' },
      media: [{ key: 'm1', name: 'a.jpg', type: 'image/jpeg', blob: new Blob(['x'], { type: 'image/jpeg' }) }],
      queuedAt: 1,
      attempts: 0,
    });
    await db.reportCache.add({ localId: 'l2', userId: 'u2', organizationId: 'o1', facilityId: 'f1', state: 'queued', report: {}, media: [], queuedAt: 2, attempts: 0 });
    const mine = await db.reportCache.where('[userId+organizationId]').equals(['u1', 'o1']).toArray();
    expect(mine.map((row) => row.localId)).toEqual(['l1']);
    expect(mine[0]?.media[0]?.name).toBe('a.jpg');
    db.close();
  });

  it('opens the current schema version', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(1);
    expect(db.tables.map((table) => table.name).sort()).toEqual(['apiCache', 'drafts', 'events', 'reportCache', 'settings', 'uploaded']);
    db.close();
  });
});
