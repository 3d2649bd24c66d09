import { apiRequest } from '../api/api-client';
import { bus } from '../bus/bus';
import { getDb } from '../db/db';
import { session } from '../session/session';
import { createUser, fakeApi } from '../testing';
import { OutboxDrainer } from './drainer';
import { pageLocks } from './outbox-locks';
import { type OutboxItem, outboxItemId } from './outbox-item';
import { registerOutboxKind } from './outbox-kinds';
import { enqueue } from './outbox-store';
import { watchOutboxItem, watchWaiting } from './live-outbox';

const OWNER = { userId: 'usr-1', organizationId: 'org-1' };
registerOutboxKind({ kind: 'test/live', send: async ({ item, signal }) => void (await apiRequest('/live', { method: 'POST', body: item.body, signal })) });

beforeEach(async () => {
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  await (await getDb()).outbox.clear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('watching the outbox', () => {
  it('shows what is stored after every change: a dropped upload leaves the row queued with its error, not sending', async () => {
    const api = fakeApi();
    api.fetch.mockRejectedValueOnce(new TypeError('network changed'));
    await enqueue({ ...OWNER, kind: 'test/live', key: 'r', body: { n: 1 }, blobs: [{ key: 'p', name: 'p.jpg', type: 'image/jpeg', blob: new Blob(['p']) }] });
    const seen: (OutboxItem | null)[] = [];
    const subscription = watchOutboxItem(outboxItemId('test/live', 'r')).subscribe((item) => seen.push(item));
    await settle();

    await new OutboxDrainer({ locks: pageLocks() }).drain();
    await settle();
    subscription.unsubscribe();
    expect(seen.map((item) => item?.state)).toEqual(['queued', 'sending', 'queued']);
    expect(seen.at(-1)).toMatchObject({ lastError: 'Cannot reach the server. Check your connection.', lastStatus: 0 });
  });

  it('lists the owner’s waiting items, oldest first, and follows enqueues and sends', async () => {
    const api = fakeApi();
    api.answer('POST /live', { body: { ok: true } });
    const lists: string[][] = [];
    const subscription = watchWaiting(OWNER).subscribe((items) => lists.push(items.map((item) => item.key)));
    await settle();
    await enqueue({ ...OWNER, kind: 'test/live', key: 'b', body: {}, blobs: [], createdAt: 2 });
    await settle();
    await enqueue({ ...OWNER, kind: 'test/live', key: 'a', body: {}, blobs: [], createdAt: 1 });
    await enqueue({ userId: 'usr-2', organizationId: 'org-1', kind: 'test/live', key: 'c', body: {}, blobs: [] });
    await settle();
    await new OutboxDrainer({ locks: pageLocks() }).drain();
    await settle();
    subscription.unsubscribe();
    expect(lists[0]).toEqual([]);
    expect(lists).toContainEqual(['b']);
    expect(lists).toContainEqual(['a', 'b']);
    expect(lists.at(-1)).toEqual([]);
    expect(lists.flat()).not.toContain('c');
  });
});
