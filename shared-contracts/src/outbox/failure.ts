/**
 * What a failed attempt means for an outbox item. Anything that may go away by itself (no answer,
 * a dropped connection, a timeout, a server fault, an expired sign-in, 'too many requests', an
 * answer a proxy or captive portal mangled) keeps it queued and tries again later, backing off;
 * a refusal that a retry will not change (409 same key with another body, another 4xx, an
 * answer that says the item was not taken) leaves it needing the user's attention with the
 * server's message. Nothing here ever drops an item.
 */
import { ApiError } from '../api/api-error';

/** First retry after about this long; each further failure doubles it. */
export const RETRY_BASE_MS = 5_000;
/** Backoff never waits longer than this. */
export const RETRY_MAX_MS = 10 * 60_000;

export type FailureVerdict = { retry: true; message: string; status: number; nextAttemptAt: number } | { retry: false; message: string; status?: number };

/** Exponential backoff with equal jitter: between half and all of min(max, base * 2^(attempts-1)). */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Statuses a retry may change: timeouts, too many requests, server faults, an expired sign-in. */
const isPassing = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/**
 * @param attempts the item's attempts including the one that failed
 */
export function judgeFailure(error: unknown, attempts: number, now: number, random: () => number = Math.random): FailureVerdict {
  const later = (message: string, status: number, waitMs?: number): FailureVerdict => ({
    retry: true,
    message,
    status,
    nextAttemptAt: now + Math.max(waitMs ?? 0, retryDelayMs(attempts, random)),
  });
  if (error instanceof ApiError) {
    // A garbled 200 (a captive portal's page, a truncated answer) says nothing about the item.
    if (error.kind === 'bad-answer') return later(error.message, error.status);
    if (isPassing(error.status)) return later(error.message, error.status, error.retryAfterMs);
    return { retry: false, message: error.message, status: error.status };
  }
  if (isAbort(error)) return later('The server took too long to answer.', 0);
  return { retry: false, message: error instanceof Error ? error.message : String(error) };
}
