/**
 * Every failure leaves as `{ message }` with a 4xx status when the caller is at fault. Unknown
 * errors are logged and answered 500 without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'Not enough permissions.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * PostgreSQL's class 22 (data exception: out of range, invalid text representation, invalid
 * datetime, untranslatable character, string too long…) and 54000 (program limit exceeded).
 */
function isInputRefusedByDatabase(error: unknown): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  const cause = error && typeof error === 'object' && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
  return cause !== undefined && cause !== error && isInputRefusedByDatabase(cause);
}

/** A string no person typed and PostgreSQL cannot store: a NUL byte or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableString(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key) || hasUnstorableString(item, depth + 1)) return true;
  }
  return false;
}

/**
 * One net under every route: a NUL byte or a lone surrogate anywhere in the path parameters, the
 * query or a JSON body is refused (400) before any handler or guard runs, so no route can store it
 * or fail on it. Field schemas (shared-contracts) say what each field may hold.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableString(request.params) ||
      hasUnstorableString(request.query) ||
      hasUnstorableString(request.body) ||
      UNSTORABLE.test(safeDecode(request.url))
    ) {
      throw badRequest('The request contains characters that are not allowed (a NUL byte or half of a character).');
    }
  });
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const body: { message: string; details?: unknown } = { message: error.message };
      if (error.details !== undefined) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    // Defence in depth: input the database refuses (a value out of range, a malformed number or
    // date, a byte sequence it cannot store) is the caller's fault, whatever let it through.
    if (isInputRefusedByDatabase(error)) {
      request.log.warn({ err: error }, 'database refused input that validation let through');
      return reply.status(400).send({ message: 'Invalid input.' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type…
      const message = 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON body.' : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on the server.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such call: ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
