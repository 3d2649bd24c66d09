/**
 * A clock the end-to-end suite can move forward (issue 16: "escalation with the clock moved forward").
 *
 * Test-only by construction: it is on only when API_TEST_CLOCK_FILE names a file (e2e/playwright.config.ts
 * sets it; nothing else does), it refuses to start under NODE_ENV=production, and no HTTP route can move
 * it: the suite writes the file beside the api's data ({ "offsetMs": 7200000 } is two hours ahead).
 * A missing file is the machine's own time. The file is read again at most every READ_EVERY_MS.
 */
import { readFileSync } from 'node:fs';

export const READ_EVERY_MS = 200;

export function offsetIn(text: string): number {
  const parsed: unknown = JSON.parse(text);
  const offset = typeof parsed === 'object' && parsed !== null && 'offsetMs' in parsed ? parsed.offsetMs : undefined;
  if (typeof offset !== 'number' || !Number.isFinite(offset)) throw new Error('expected { "offsetMs": <number> }');
  return offset;
}

/** The clock for ctx.now(), or undefined (the machine's clock) when API_TEST_CLOCK_FILE is unset. */
export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env, realNow: () => number = Date.now): (() => Date) | undefined {
  const file = env.API_TEST_CLOCK_FILE;
  if (!file) return undefined;
  if (env.NODE_ENV === 'production') throw new Error('API_TEST_CLOCK_FILE is for tests only; unset it in production.');
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let lastProblem = '';
  return () => {
    const real = realNow();
    if (real - readAt >= READ_EVERY_MS) {
      readAt = real;
      try {
        offset = offsetIn(readFileSync(file, 'utf8'));
        lastProblem = '';
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        offset = 0;
        const problem = code === 'ENOENT' ? '' : String(error);
        if (problem && problem !== lastProblem) console.warn(`test clock: ${file} ignored (${problem})`);
        lastProblem = problem;
      }
    }
    return new Date(real + offset);
  };
}
