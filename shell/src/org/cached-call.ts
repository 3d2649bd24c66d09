/**
 * Network first, then the api cache: what the header needs (the organisation's branding, the
 * switchable organisations) is still there when the app starts offline.
 */
import { getDb, session } from 'shared-contracts';

function cacheKey(url: string): string {
  const { user } = session.snapshot;
  return `${user?._id ?? '-'}|${user?.organization ?? '-'}|${url}`;
}

export async function cachedCall<T>(url: string, call: () => Promise<T>): Promise<T> {
  const key = cacheKey(url);
  try {
    const data = await call();
    void getDb()
      .then((db) => db.apiCache.put({ key, data, fetchedAt: Date.now() }))
      .catch((error: unknown) => console.warn('api cache write failed', error));
    return data;
  } catch (error) {
    const cached = await (await getDb()).apiCache.get(key).catch(() => undefined);
    if (cached) return cached.data as T;
    throw error;
  }
}
