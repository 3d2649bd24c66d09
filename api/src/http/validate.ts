/** Parses request input with a shared zod schema; failures become 400 { message, details }. */
import type { ZodType } from 'zod';
import { badRequest } from './errors';

export function parseInput<T>(schema: ZodType<T>, input: unknown, what = 'body'): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw badRequest(`Invalid ${what}. ${where}${first?.message ?? 'Invalid input.'}`, result.error.issues.map(({ path, message }) => ({ path, message })));
}
