/**
 * Parses request input with a zod schema (the shared ones are zod mini, the api's own classic:
 * both are core schemas); failures become 400 { message, details }.
 */
import { safeParse } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import { badRequest } from './errors';

export function parseInput<S extends $ZodType>(schema: S, input: unknown, what = 'body'): output<S> {
  const result = safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw badRequest(
    `Invalid ${what}. ${where}${first?.message ?? 'Invalid input.'}`,
    result.error.issues.map(({ path, message }) => ({ path, message })),
  );
}
