/**
 * Runs an async load when `load` changes (keep it stable with useCallback) and on retry.
 * Answers that arrive after a newer request started are dropped, so a slow first answer
 * never overwrites a retry's. An answer is shown in a transition: React renders a long page of
 * data in slices that leave the phone free to answer a tap (issue 15, total blocking time),
 * showing the loading state meanwhile.
 *
 * A load starts in a task of its own (nextTask), not in React's passive effects: a page's effects
 * ran as one task that started every request of the page (three on the admin list), and a request's
 * start (fetch, its schema, its timers) is milliseconds of main-thread work each on a phone.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { nextTask } from 'shared-contracts';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

interface Request<T> {
  load: () => Promise<T>;
}

type Settled<T> = { request: Request<T>; data: T; error?: undefined } | { request: Request<T>; data?: undefined; error: unknown };

export function useAsync<T>(load: () => Promise<T>): AsyncState<T> {
  const [attempt, setAttempt] = useState(0);
  // A new object per load function and attempt: the identity the answer is matched against.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt only forces a new request
  const request = useMemo<Request<T>>(() => ({ load }), [load, attempt]);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let current = true;
    void nextTask().then(async () => {
      if (!current) return;
      try {
        const data = await request.load();
        if (current) startTransition(() => setSettled({ request, data }));
      } catch (error: unknown) {
        // Logged here and shown by the page: never swallowed (a load that throws at once included).
        console.error(error);
        if (current) startTransition(() => setSettled({ request, error }));
      }
    });
    return () => {
      current = false;
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = settled?.request !== request;
  return { data: loading ? undefined : settled.data, error: loading ? undefined : settled.error, loading, retry };
}
