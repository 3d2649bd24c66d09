import { z } from 'zod';
import { bus } from '../bus/bus';
import { connectivity } from '../offline/connectivity';
import { session } from '../session/session';
import { createUser } from '../testing/factories';
import { ApiError } from './api-error';
import { cachedGet, readCachedAnswer, scopedCacheKey, writeCachedAnswer } from './api-cache';

const listSchema = z.array(z.object({ id: z.string() }));
const goOffline = (offline: boolean) => bus.emit('offline/changed', { offline, source: 'user' });

beforeEach(() => {
  session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  goOffline(false);
});

describe('cachedGet', () => {
  it('stores a fresh answer and serves it while offline without calling the server', async () => {
    const fresh = await cachedGet('/things', async () => [{ id: 'a' }], listSchema);
    expect(fresh).toMatchObject({ data: [{ id: 'a' }], fromCache: false });

    goOffline(true);
    const fetcher = jest.fn(async () => [{ id: 'b' }]);
    const offline = await cachedGet('/things', fetcher, listSchema);
    expect(fetcher).not.toHaveBeenCalled();
    expect(offline).toMatchObject({ data: [{ id: 'a' }], fromCache: true, fetchedAt: fresh.fetchedAt });
  });

  it('falls back to the cache when the network fails, and rethrows other errors', async () => {
    await cachedGet('/list', async () => [{ id: 'kept' }], listSchema);
    const network = new ApiError('network', 'down', 0);
    await expect(cachedGet('/list', () => Promise.reject(network), listSchema)).resolves.toMatchObject({ data: [{ id: 'kept' }], fromCache: true });
    const forbidden = new ApiError('forbidden', 'no', 403);
    await expect(cachedGet('/list', () => Promise.reject(forbidden), listSchema)).rejects.toBe(forbidden);
  });

  it('says so when offline with nothing cached', async () => {
    goOffline(true);
    await expect(cachedGet('/never', async () => [], listSchema)).rejects.toThrow('You are offline and this is not saved on this device yet.');
  });

  it('keeps one user’s answers from another user on the same device', async () => {
    await cachedGet('/mine', async () => [{ id: 'secret' }], listSchema);
    session.update({ user: createUser({ _id: 'usr-2', organization: 'org-1' }) });
    await expect(readCachedAnswer('/mine', listSchema)).resolves.toBeNull();
    expect(scopedCacheKey('/mine')).toBe('usr-2|org-1|/mine');
  });

  it("reads and writes a named owner's entry, whoever is signed in", async () => {
    const owner = { userId: 'usr-9', organizationId: null };
    await writeCachedAnswer('/theirs', [{ id: 'a' }], 1234, owner);
    expect(scopedCacheKey('/theirs', owner)).toBe('usr-9|none|/theirs');
    await expect(readCachedAnswer('/theirs', listSchema, owner)).resolves.toEqual({ data: [{ id: 'a' }], fetchedAt: 1234, fromCache: true });
    await expect(readCachedAnswer('/theirs', listSchema)).resolves.toBeNull();
  });

  it('drops a cached answer that no longer matches the schema', async () => {
    await cachedGet('/shape', async () => [{ id: 'x' }], listSchema);
    await expect(readCachedAnswer('/shape', z.array(z.object({ id: z.number() })))).resolves.toBeNull();
  });
});

describe('connectivity', () => {
  it('is offline while the user toggle is on or the browser has no network', () => {
    goOffline(false);
    expect(connectivity.isOffline()).toBe(false);
    goOffline(true);
    expect(connectivity.isOffline()).toBe(true);
    goOffline(false);
    window.dispatchEvent(new Event('offline'));
    expect(connectivity.isOffline()).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(connectivity.isOffline()).toBe(false);
  });

  it('ignores the browser source for the user toggle', () => {
    goOffline(true);
    bus.emit('offline/changed', { offline: false, source: 'browser' });
    expect(connectivity.isOffline()).toBe(true);
  });
});
