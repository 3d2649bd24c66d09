import { getDb } from '../db/db';
import { outboxItemId } from './outbox-item';
import { registerOutboxKind } from './outbox-kinds';
import { countWaiting, discardItem, enqueue, retryItem } from './outbox-store';

const OWNER = { userId: 'u1', organizationId: 'o1' };
const discarded = jest.fn();
registerOutboxKind({ kind: 'test/store', send: async () => undefined, onDiscarded: (item) => discarded(item.key) });
const put = (key: string, owner = OWNER) => enqueue({ ...owner, kind: 'test/store', key, body: { key }, blobs: [] });
const id = (key: string) => outboxItemId('test/store', key);

beforeEach(async () => {
  await (await getDb()).outbox.clear();
});

describe('the outbox store', () => {
  it('keeps one item per kind and key: a second enqueue answers the stored one', async () => {
    await expect(put('a')).resolves.toMatchObject({ created: true, item: { state: 'queued', attempts: 0 } });
    await (await getDb()).outbox.update(id('a'), { state: 'done' });
    await expect(put('a')).resolves.toMatchObject({ created: false, item: { state: 'done' } });
  });

  it('counts what still waits for this user in this organisation (queued, sending or needing attention)', async () => {
    await put('a');
    await put('b');
    await put('c', { userId: 'u2', organizationId: 'o1' });
    await put('d', { userId: 'u1', organizationId: 'o2' });
    await (await getDb()).outbox.update(id('b'), { state: 'needs-attention' });
    await expect(countWaiting(OWNER)).resolves.toBe(2);
    await (await getDb()).outbox.update(id('a'), { state: 'done' });
    await expect(countWaiting(OWNER)).resolves.toBe(1);
  });

  it('discards on the user’s word only, never an item being sent', async () => {
    await put('s');
    await (await getDb()).outbox.update(id('s'), { state: 'sending' });
    await expect(discardItem(id('s'))).resolves.toBe(false);
    await (await getDb()).outbox.update(id('s'), { state: 'needs-attention' });
    await expect(discardItem(id('s'))).resolves.toBe(true);
    await expect((await getDb()).outbox.get(id('s'))).resolves.toBeUndefined();
    expect(discarded).toHaveBeenCalledWith('s');
  });

  it('Retry puts an item needing attention back in line at once', async () => {
    await put('r');
    await (await getDb()).outbox.update(id('r'), { state: 'needs-attention', lastStatus: 409, lastError: 'Different content', nextAttemptAt: 99, attempts: 3 });
    await retryItem(id('r'));
    await expect((await getDb()).outbox.get(id('r'))).resolves.toMatchObject({
      state: 'queued',
      nextAttemptAt: 0,
      attempts: 3,
      lastError: 'Different content',
    });
  });
});
