/**
 * What the theme works out once and keeps on the device (issue 15): a few answers under one
 * local-storage key, the most recently kept last, the last `limit` kept. Anything `valid` rejects in
 * the copy, or a copy that cannot be read, counts as none; a full or refused local storage keeps
 * nothing and says so in the console. Used for antd's token sets and the readable-text parts
 * (build-theme.ts) and for antd's CSS-variable blocks (saved-styles.ts).
 */
export interface DeviceStore<T> {
  /** The answers kept, by key, oldest first. */
  read(storage?: Storage): Record<string, T>;
  /** Keeps `entry` under `key` (last), beside the others of `stored` (what `read` answered). */
  keep(stored: Record<string, T>, key: string, entry: T, storage?: Storage): void;
}

export function deviceStore<T>(storeKey: string, limit: number, valid: (value: unknown) => value is T, what: string): DeviceStore<T> {
  return {
    read(storage = localStorage) {
      try {
        const value = JSON.parse(storage.getItem(storeKey) ?? '{}') as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
        return Object.fromEntries(Object.entries(value).filter(([, entry]) => valid(entry))) as Record<string, T>;
      } catch {
        return {};
      }
    },
    keep(stored, key, entry, storage = localStorage) {
      try {
        const kept = Object.entries(stored).filter(([other]) => other !== key);
        storage.setItem(storeKey, JSON.stringify(Object.fromEntries([...kept.slice(-(limit - 1)), [key, entry]])));
      } catch (error) {
        console.warn(`${what} not kept on the device`, error);
      }
    },
  };
}
