import { ApiError, parseRetryAfter } from '../api/api-error';
import { OutboxRefusal } from './outbox-kinds';
import { RETRY_BASE_MS, RETRY_MAX_MS, judgeFailure, retryDelayMs } from './failure';

const NOW = 1_000_000;

describe('retryDelayMs', () => {
  it('doubles with each failure, up to the cap, with jitter between half and all of it', () => {
    expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(1, () => 1)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(3, () => 1)).toBe(RETRY_BASE_MS * 4);
    expect(retryDelayMs(30, () => 1)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(30, () => 0)).toBe(RETRY_MAX_MS / 2);
  });
});

describe('judgeFailure', () => {
  const retries = (error: unknown) => judgeFailure(error, 1, NOW, () => 1);

  it.each([
    ['no answer', new ApiError('network', 'Cannot reach the server.', 0)],
    ['a server fault', ApiError.fromStatus(500, 'Internal Server Error')],
    ['a bad gateway', ApiError.fromStatus(502, 'Bad Gateway')],
    ['an expired sign-in', ApiError.fromStatus(401, 'Token expired.')],
    ['a request timeout', ApiError.fromStatus(408, 'Request Timeout')],
    ['a garbled answer', new ApiError('bad-answer', 'The server sent an answer this app does not understand.', 200)],
    ['an aborted call', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
  ])('keeps the item queued after %s, backing off', (_name, error) => {
    expect(retries(error)).toMatchObject({ retry: true, nextAttemptAt: NOW + RETRY_BASE_MS });
  });

  it('waits as long as a 429 or 503 asks (Retry-After), never less than the backoff', () => {
    expect(retries(ApiError.fromStatus(429, 'Too many requests', null, 60_000))).toMatchObject({ retry: true, status: 429, nextAttemptAt: NOW + 60_000 });
    expect(retries(ApiError.fromStatus(503, 'Unavailable', null, 1_000))).toMatchObject({ retry: true, nextAttemptAt: NOW + RETRY_BASE_MS });
  });

  it.each([
    ['409 same key, another body', ApiError.fromStatus(409, 'This report was already submitted with different content.')],
    ['404', ApiError.fromStatus(404, 'No such facility.')],
    ['403', ApiError.fromStatus(403, 'Not enough permissions')],
    ['422', ApiError.fromStatus(422, "The report's time is outside its shift.")],
    ['a refusal in the answer', new OutboxRefusal('The server stored 0 of 1 photos and voice notes.')],
  ])('needs attention after %s, with the server’s message', (_name, error) => {
    expect(retries(error)).toEqual({ retry: false, message: error.message, ...(error instanceof ApiError ? { status: error.status } : {}) });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
  });
});
