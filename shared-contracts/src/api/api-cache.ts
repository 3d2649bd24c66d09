/**
 * The api cache (spec 000 §7): GET answers kept in the shared database per user and organisation,
 * served from there while offline or when the network fails. Answers are parsed again on the way
 * out, so an older cached shape never reaches a page unchecked.
 */
// Any zod schema (mini, as shared-contracts' own, or classic): parsed with the standalone function.
import { type ZodType, safeParse } from '../schemas/zod';
import { getDb } from '../db/db';
import { connectivity } from '../offline/connectivity';
import { session } from '../session/session';
import { ApiError } from './api-error';

export interface CachedAnswer<T> {
  data: T;
  /** When the answer came from the server (ms). */
  fetchedAt: number;
  /** True when served from the cache instead of the server. */
  fromCache: boolean;
}

/** Whose answer an entry is: the signed-in user and organisation unless a caller names them. */
export interface CacheOwner {
  userId: string;
  organizationId: string | null;
}

/** The cache key of `key` for its owner (by default the signed-in user and organisation): another user never reads it. */
export function scopedCacheKey(key: string, owner?: CacheOwner): string {
  const user = session.snapshot.user;
  const userId = owner ? owner.userId : (user?._id ?? 'anonymous');
  const organizationId = owner ? owner.organizationId : (user?.organization ?? null);
  return `${userId}|${organizationId ?? 'none'}|${key}`;
}

export async function readCachedAnswer<T>(key: string, schema: ZodType<T>, owner?: CacheOwner): Promise<CachedAnswer<T> | null> {
  const row = await (await getDb()).apiCache.get(scopedCacheKey(key, owner));
  if (!row) return null;
  const parsed = safeParse(schema, row.data);
  if (!parsed.success) {
    console.warn('api cache: dropping an entry that no longer matches its schema', key);
    return null;
  }
  return { data: parsed.data, fetchedAt: row.fetchedAt, fromCache: true };
}

export async function writeCachedAnswer(key: string, data: unknown, fetchedAt = Date.now(), owner?: CacheOwner): Promise<void> {
  await (await getDb()).apiCache.put({ key: scopedCacheKey(key, owner), data, fetchedAt });
}

/**
 * Online: fetches, stores and answers fresh data; a network failure falls back to the cache.
 * Offline: answers the cache without trying the network. With nothing cached, the error says why.
 */
export async function cachedGet<T>(key: string, fetcher: () => Promise<T>, schema: ZodType<T>): Promise<CachedAnswer<T>> {
  if (connectivity.isOffline()) {
    const cached = await readCachedAnswer(key, schema);
    if (cached) return cached;
    throw new ApiError('network', 'You are offline and this is not saved on this device yet.', 0);
  }
  try {
    const data = await fetcher();
    const fetchedAt = Date.now();
    await writeCachedAnswer(key, data, fetchedAt).catch((error: unknown) => console.warn('api cache: could not store', key, error));
    return { data, fetchedAt, fromCache: false };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      const cached = await readCachedAnswer(key, schema);
      if (cached) return cached;
    }
    throw error;
  }
}
