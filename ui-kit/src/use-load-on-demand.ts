import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadOnDemand<T> {
  /** What `load` answered, once it has. */
  value: T | null;
  /** True while a load runs. */
  loading: boolean;
  /** Loads on the first call and keeps the answer; null when the load failed (told to `onError`). */
  request: () => Promise<T | null>;
}

/**
 * Code a screen needs only after a tap - a dialog, the QR scanner - loaded on that tap rather than
 * with the screen (issue 15: such code was part of every visit of the facility list). The answer is
 * kept; a load that fails (offline before the app was cached) goes to `onError`, and the next
 * request tries again.
 */
export function useLoadOnDemand<T>(load: () => Promise<T>, onError: (error: unknown) => void): LoadOnDemand<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [loading, setLoading] = useState(false);
  const kept = useRef<{ value: T } | null>(null);
  const callbacks = useRef({ load, onError });
  useEffect(() => {
    callbacks.current = { load, onError };
  });
  const request = useCallback(async () => {
    if (kept.current) return kept.current.value;
    setLoading(true);
    try {
      const value = await callbacks.current.load();
      kept.current = { value };
      setLoaded(kept.current);
      return value;
    } catch (error) {
      callbacks.current.onError(error);
      return null;
    } finally {
      setLoading(false);
    }
  }, []);
  return { value: loaded?.value ?? null, loading, request };
}
