import { randomBytes } from 'node:crypto';

/** A new 24-hex id, the shape the old server's ids had. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
