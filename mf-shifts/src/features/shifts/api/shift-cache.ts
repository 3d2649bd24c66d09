/**
 * The last answer of GET /users/shifts per user and organisation, in the shared api cache, so
 * the shifts page and the start check keep working offline.
 */
import { type Shift, getDb, shiftListSchema } from 'shared-contracts';

export interface CachedShifts {
  shifts: Shift[];
  fetchedAt: number;
}

/** The same entry the api cache (`cachedGet('/users/shifts')`) uses, so mf-reporting reads it too. */
export const shiftCacheKey = (userId: string, organizationId: string | null) => `${userId}|${organizationId ?? 'none'}|/users/shifts`;

export async function writeCachedShifts(key: string, shifts: readonly Shift[], fetchedAt: number): Promise<void> {
  await (await getDb()).apiCache.put({ key, data: shifts, fetchedAt });
}

/** The cached list, or null when there is none or it no longer matches the schema (an older build wrote it). */
export async function readCachedShifts(key: string): Promise<CachedShifts | null> {
  const row = await (await getDb()).apiCache.get(key);
  if (!row) return null;
  const parsed = shiftListSchema.safeParse(row.data);
  return parsed.success ? { shifts: parsed.data, fetchedAt: row.fetchedAt } : null;
}
