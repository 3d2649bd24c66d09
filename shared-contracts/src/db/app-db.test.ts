import Dexie from 'dexie';
import { AppDb } from './app-db';

const photo = () => new Blob(['x'], { type: 'image/jpeg' });

describe('AppDb', () => {
  it('stores outbox items with their files and finds them per user and organisation', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    const item = {
      kind: 'report/submit',
      subject: 'f1',
      body: { facility: 'f1' },
      state: 'queued' as const,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
    };
    await db.outbox.add({
      ...item,
      id: 'report/submit:l1',
      key: 'l1',
      userId: 'u1',
      organizationId: 'o1',
      blobs: [{ key: 'm1', name: 'a.jpg', type: 'image/jpeg', blob: photo() }],
    });
    await db.outbox.add({ ...item, id: 'report/submit:l2', key: 'l2', userId: 'u2', organizationId: 'o1', blobs: [] });
    const mine = await db.outbox.where('[userId+organizationId]').equals(['u1', 'o1']).toArray();
    expect(mine.map((row) => row.key)).toEqual(['l1']);
    expect(mine[0]?.blobs[0]?.blob).toBeInstanceOf(Blob);
    db.close();
  });

  it('opens the current schema version', async () => {
    const db = new AppDb(`test-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((table) => table.name).sort()).toEqual(['apiCache', 'drafts', 'events', 'outbox', 'reportCache', 'settings', 'uploaded']);
    db.close();
  });

  it('moves reports queued by version 1 into the outbox on the first open, losing none', async () => {
    const name = `test-${Math.random()}`;
    // The database as the previous release left it: version 1, two reports queued, one sent.
    const v1 = new Dexie(name);
    v1.version(1).stores({
      apiCache: 'key, fetchedAt',
      reportCache: 'localId, [userId+organizationId], facilityId, state, queuedAt',
      uploaded: 'localId, uploadedAt',
      drafts: 'key, [userId+organizationId]',
      events: '++id, type, at',
      settings: 'key',
    });
    const row = { userId: 'u1', organizationId: 'o1', facilityId: 'f1', facilityName: 'Toilet A', report: { localId: 'x' }, attempts: 2 };
    await v1.table('reportCache').bulkAdd([
      {
        ...row,
        localId: 'q1',
        state: 'uploading',
        media: [{ key: 'm1', name: 'a.jpg', type: 'image/jpeg', blob: photo() }],
        queuedAt: 10,
        lastError: 'Cannot reach the server.',
      },
      { ...row, localId: 'q2', state: 'failed', media: [], queuedAt: 20, lastError: 'No such facility.' },
    ]);
    await v1.table('uploaded').add({ localId: 's1', uploadedAt: 5 });
    v1.close();

    const db = new AppDb(name);
    const items = await db.outbox.orderBy('createdAt').toArray();
    expect(items).toMatchObject([
      { id: 'report/submit:s1', key: 's1', state: 'done', body: null },
      {
        id: 'report/submit:q1',
        kind: 'report/submit',
        key: 'q1',
        userId: 'u1',
        organizationId: 'o1',
        subject: 'f1',
        label: 'Toilet A',
        state: 'queued',
        attempts: 2,
        lastError: 'Cannot reach the server.',
        createdAt: 10,
        body: { localId: 'x' },
      },
      { id: 'report/submit:q2', state: 'needs-attention', lastError: 'No such facility.', createdAt: 20 },
    ]);
    expect(items[1]?.blobs).toEqual([{ key: 'm1', name: 'a.jpg', type: 'image/jpeg', blob: expect.any(Blob) }]);
    await expect(db.reportCache.count()).resolves.toBe(0);
    await expect(db.uploaded.count()).resolves.toBe(0);
    db.close();
  });
});
