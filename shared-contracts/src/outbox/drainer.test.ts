import { apiRequest } from '../api/api-client';
import { bus } from '../bus/bus';
import { getDb } from '../db/db';
import { session } from '../session/session';
import { createUser, fakeApi } from '../testing';
import { OutboxDrainer } from './drainer';
import { pageLocks } from './outbox-locks';
import { RETRY_BASE_MS } from './failure';
import { type OutboxItem, outboxItemId } from './outbox-item';
import { type OutboxSendContext, registerOutboxKind } from './outbox-kinds';
import { enqueue, listWaiting, retryItem } from './outbox-store';

const KIND = 'test/echo';
const OWNER = { userId: 'usr-1', organizationId: 'org-1' };
const stored = (name: string) => ({ body: [{ name, path: `/uploads/${name}`, type: 'image/jpeg' }] });
const file = (key: string) => ({ key, name: `${key}.jpg`, type: 'image/jpeg', blob: new Blob([key]) });

let clock = 1_000_000;
const now = () => clock;
const sent: { key: string; files: string[] }[] = [];
const listeners = { done: jest.fn(), attention: jest.fn() };

/** A kind that posts its body with the stored files' paths (POST /echo), as a report submit does. */
registerOutboxKind<{ text: string }>({
  kind: KIND,
  async send({ item, stored: files, signal }: OutboxSendContext<{ text: string }>) {
    await apiRequest('/echo', { method: 'POST', body: { ...item.body, files: [...files.values()].map((f) => f.path) }, signal });
    sent.push({ key: item.key, files: [...files.values()].map((f) => f.name) });
  },
  onDone: (item) => listeners.done(item.key),
  onNeedsAttention: (item, message) => listeners.attention(item.key, message),
});

const put = (key: string, files: ReturnType<typeof file>[] = [], owner = OWNER) =>
  enqueue({ ...owner, kind: KIND, key, body: { text: key }, blobs: files, createdAt: clock++ });
const item = async (key: string) => (await (await getDb()).outbox.get(outboxItemId(KIND, key))) as OutboxItem;
const drainer = (options = {}) => new OutboxDrainer({ locks: pageLocks(), now, random: () => 1, ...options });
const uploads = (api: ReturnType<typeof fakeApi>) => api.fetch.mock.calls.filter(([url]) => String(url).endsWith('/uploads')).length;

beforeEach(async () => {
  sent.length = 0;
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  await (await getDb()).outbox.clear();
});

describe('the outbox drainer', () => {
  it('sends queued items oldest first, files once each, then keeps only the record that they were sent', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', stored('a-1.jpg'), stored('a-2.jpg'));
    api.answer('POST /echo', { body: { ok: true } });
    await put('b');
    await put('a', [file('a1'), file('a2')]);
    // Created later but listed by when it was made: 'a' was made first here.
    await (await getDb()).outbox.update(outboxItemId(KIND, 'a'), { createdAt: 1 });

    await expect(drainer().drain()).resolves.toEqual({ sent: 2, needsAttention: 0, waiting: 0, skipped: false });
    expect(sent).toEqual([
      { key: 'a', files: ['a-1.jpg', 'a-2.jpg'] },
      { key: 'b', files: [] },
    ]);
    expect(await item('a')).toMatchObject({
      state: 'done',
      body: null,
      attempts: 1,
      blobs: [
        { key: 'a1', blob: null, stored: { name: 'a-1.jpg' } },
        { key: 'a2', blob: null },
      ],
    });
    expect(listeners.done).toHaveBeenCalledWith('a');
    await expect(listWaiting(OWNER)).resolves.toEqual([]);
  });

  it('never uploads a stored file again after a failure part-way', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', stored('one.jpg'), { status: 503, body: { message: 'Unavailable' } }, stored('two.jpg'), stored('three.jpg'));
    api.answer('POST /echo', { body: { ok: true } });
    await put('r', [file('f1'), file('f2'), file('f3')]);

    await expect(drainer().drain()).resolves.toMatchObject({ sent: 0, waiting: 1 });
    expect(await item('r')).toMatchObject({
      state: 'queued',
      lastError: 'Unavailable',
      lastStatus: 503,
      blobs: [{ stored: { name: 'one.jpg' } }, { key: 'f2' }, { key: 'f3' }],
    });
    expect((await item('r')).blobs[1]?.stored).toBeUndefined();

    await expect(drainer().drain({ force: true })).resolves.toMatchObject({ sent: 1 });
    // One upload for f1, the failed one and one more each for f2 and f3: f1 never went twice.
    expect(uploads(api)).toBe(4);
    expect(sent).toEqual([{ key: 'r', files: ['one.jpg', 'two.jpg', 'three.jpg'] }]);
  });

  it('keeps an item queued after a 5xx or no answer, backing off; stops the run; force sends it', async () => {
    const api = fakeApi();
    api.answer('POST /echo', { status: 500, body: { message: 'Internal Server Error' } });
    await put('x');
    await put('y');
    await expect(drainer().drain()).resolves.toEqual({ sent: 0, needsAttention: 0, waiting: 2, skipped: false });
    // The run stopped at the first: the server is in trouble, the second was not tried.
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(await item('x')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Internal Server Error', nextAttemptAt: clock + RETRY_BASE_MS });

    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(drainer().drain()).resolves.toMatchObject({ waiting: 2 });
    // 'x' is backing off, so 'y' went first and found no network.
    expect(await item('y')).toMatchObject({ state: 'queued', lastStatus: 0, lastError: 'Cannot reach the server. Check your connection.' });

    api.answer('POST /echo', { body: { ok: true } });
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 0, waiting: 2 });
    await expect(drainer().drain({ force: true })).resolves.toMatchObject({ sent: 2, waiting: 0 });
  });

  it('waits as long as a 429 asks, even when forced', async () => {
    const api = fakeApi();
    api.fetch.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429, headers: { 'Retry-After': '60' } }));
    await put('z');
    await drainer().drain();
    expect(await item('z')).toMatchObject({ state: 'queued', lastStatus: 429, nextAttemptAt: clock + 60_000 });
    api.answer('POST /echo', { body: { ok: true } });
    await expect(drainer().drain({ force: true })).resolves.toMatchObject({ sent: 0 });
    clock += 60_000;
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 1 });
  });

  it('leaves a 409 (same key, another body) needing attention with the server’s message; the next goes on; Retry resends it', async () => {
    const api = fakeApi();
    api.answer('POST /echo', { status: 409, body: { message: 'This report was already submitted with different content.' } }, { body: { ok: true } });
    await put('c');
    await put('d');
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 1, needsAttention: 1, waiting: 0 });
    expect(await item('c')).toMatchObject({
      state: 'needs-attention',
      lastStatus: 409,
      lastError: 'This report was already submitted with different content.',
      body: { text: 'c' },
    });
    expect(listeners.attention).toHaveBeenCalledWith('c', 'This report was already submitted with different content.');
    // Needing attention, it is not sent again by itself, even when forced.
    await expect(drainer().drain({ force: true })).resolves.toMatchObject({ sent: 0 });

    await retryItem(outboxItemId(KIND, 'c'));
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 1 });
    expect(await item('c')).toMatchObject({ state: 'done' });
  });

  it('never lets two drainers (two tabs) send at the same time, and sends each item once', async () => {
    const api = fakeApi();
    let inFlight = 0;
    let most = 0;
    api.fetch.mockImplementation(async () => {
      most = Math.max(most, (inFlight += 1));
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response('{"ok":true}', { status: 200 });
    });
    for (const key of ['k1', 'k2', 'k3', 'k4']) await put(key);
    const locks = pageLocks();
    const [tabA, tabB] = [drainer({ locks }), drainer({ locks })];
    const results = await Promise.all([tabA.drain(), tabB.drain(), tabA.drain(), tabB.drain()]);
    expect(most).toBe(1);
    expect(sent.map((s) => s.key).sort()).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(4);
  });

  it('sends an item a closed or reloaded tab left half sent', async () => {
    const api = fakeApi();
    api.answer('POST /echo', { body: { ok: true } });
    await put('h');
    await (await getDb()).outbox.update(outboxItemId(KIND, 'h'), { state: 'sending', attempts: 1 });
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 1 });
    expect(await item('h')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('puts an item back in line, with no verdict, when the user signs out during its attempt', async () => {
    const api = fakeApi();
    api.fetch.mockImplementation(async () => {
      session.clear();
      return new Response(JSON.stringify({ message: 'No such facility.' }), { status: 404 });
    });
    await put('s');
    await drainer().drain();
    expect(await item('s')).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await item('s')).lastError).toBeUndefined();
  });

  it('sends nothing offline, nothing of another user, and nothing of a kind no package registered', async () => {
    const api = fakeApi();
    await put('other', [], { userId: 'usr-2', organizationId: 'org-1' });
    await enqueue({ ...OWNER, kind: 'test/unknown', key: 'u', body: {}, blobs: [] });
    await expect(drainer().drain()).resolves.toMatchObject({ sent: 0, waiting: 1 });
    await put('mine');
    bus.emit('offline/changed', { offline: true, source: 'user' });
    await expect(drainer().drain()).resolves.toMatchObject({ skipped: true });
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
