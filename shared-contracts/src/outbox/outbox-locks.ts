/**
 * One drainer per owner across tabs: the browser's Web Locks where it has them, else a queue per
 * name inside the page (tests, old browsers). And the time limit of one upload or send.
 */
/** The part of the Web Locks API the drainer uses. */
export interface OutboxLocks {
  request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** Serialises work per name inside one page, where the browser has no Web Locks (tests, old browsers). */
export function pageLocks(): OutboxLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, work) {
      const result = (tails.get(name) ?? Promise.resolve()).then(work);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

export const browserLocks = (): OutboxLocks | null => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? { request: (name, work) => locks.request(name, () => work()) } : null;
};

/** Runs `work` with a signal that aborts it after `ms` (a TimeoutError, which counts as no answer). */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The server took too long to answer.', 'TimeoutError')), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
