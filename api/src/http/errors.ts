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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const body: { message: string; details?: unknown } = { message: error.message };
      if (error.details !== undefined) body.details = error.details;
      return reply.status(error.statusCode).send(body);
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
