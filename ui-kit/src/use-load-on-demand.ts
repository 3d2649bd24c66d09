import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadOnDemand<T> {
  /** What `load` answered, once it has. */
  value: T | null;
  /** True while a load runs. */
  loading: boolean;
  /** True when the last load failed, until the next request. */
  failed: boolean;
  /** Loads on the first call and keeps the answer; null when the load failed (told to `onError`). */
  request: () => Promise<T | null>;
}

export interface LoadOnDemandOptions {
  /**
   * Start loading as soon as the component mounts, for a tool the screen needs within seconds (the
   * camera's photo compression, the QR reader, the voice tools) rather than after a tap.
   */
  early?: boolean;
}

/**
 * Code a screen needs only after a tap - a dialog, the QR scanner - loaded on that tap rather than
 * with the screen (issue 15: such code was part of every visit of the facility list), or on mount
 * with `early`. The answer is kept and requests made while a load runs share it; a load that fails
 * (offline before the app was cached, a deploy in between) goes to `onError`, and the next request
 * tries again.
 */
export function useLoadOnDemand<T>(load: () => Promise<T>, onError: (error: unknown) => void, { early = false }: LoadOnDemandOptions = {}): LoadOnDemand<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const kept = useRef<{ value: T } | null>(null);
  const pending = useRef<Promise<T | null> | null>(null);
  const callbacks = useRef({ load, onError });
  useEffect(() => {
    callbacks.current = { load, onError };
  });
  const request = useCallback(() => {
    if (kept.current) return Promise.resolve(kept.current.value);
    if (pending.current) return pending.current;
    setLoading(true);
    setFailed(false);
    // Through a promise, so a load that throws before returning one fails the same way.
    pending.current = new Promise<T>((resolve) => resolve(callbacks.current.load()))
      .then(
        (value) => {
          kept.current = { value };
          setLoaded(kept.current);
          return value;
        },
        (error: unknown) => {
          setFailed(true);
          callbacks.current.onError(error);
          return null;
        },
      )
      .finally(() => {
        pending.current = null;
        setLoading(false);
      });
    return pending.current;
  }, []);
  useEffect(() => {
    if (early) void request();
  }, [early, request]);
  return { value: loaded?.value ?? null, loading, failed, request };
}
