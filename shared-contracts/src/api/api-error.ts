/** Why a call failed, so one handler can pick the message and the severity. */
export type ApiErrorKind = 'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'invalid' | 'server' | 'bad-answer';

/** The one error type the API client throws. `message` is fit to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly details?: unknown,
    /** How long the server asked to wait before trying again (its Retry-After header), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  static fromStatus(status: number, message: string, details?: unknown, retryAfterMs?: number): ApiError {
    return new ApiError(kindOfStatus(status), message, status, details, retryAfterMs);
  }
}

/** A Retry-After header (seconds or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
