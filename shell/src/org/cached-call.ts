/**
 * Network first, then a small local copy: what the header needs (the organisation's branding, the
 * switchable organisations) is still there when the app starts offline. Kept in local storage, not
 * the api cache table, so the first screen does not load the database library.
 */
import { session } from 'shared-contracts';

function cacheKey(url: string): string {
  const { user } = session.snapshot;
  return `facilityops:cache:${user?._id ?? '-'}|${user?.organization ?? '-'}|${url}`;
}

export async function cachedCall<T>(url: string, call: () => Promise<T>): Promise<T> {
  const key = cacheKey(url);
  try {
    const data = await call();
    try {
      localStorage.setItem(key, JSON.stringify(data));
    } catch (error) {
      console.warn('local copy not written', error);
    }
    return data;
  } catch (error) {
    const cached = localStorage.getItem(key);
    if (cached !== null) return JSON.parse(cached) as T;
    throw error;
  }
}

/** The local copy of a call's last answer, if any (never calls the network; a broken copy counts as none). */
export function cachedCopy<T>(url: string): T | undefined {
  try {
    const cached = localStorage.getItem(cacheKey(url));
    return cached === null ? undefined : (JSON.parse(cached) as T);
  } catch {
    return undefined;
  }
}
