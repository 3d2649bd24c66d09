/**
 * Limits on the calls someone could use to guess (passwords, join codes, activation keys) or to
 * flood (password reset mails): issue 13. Two kinds:
 * - per IP, with @fastify/rate-limit on the route (every request counts);
 * - per account or per user, counting failures only (`FailureLimiter`), so that one person signing
 *   in many times a day is never stopped while a guesser is, from however many addresses.
 * Either answers 429 with Retry-After and a message that says how long to wait.
 * The per-IP counters are in PostgreSQL when the api runs on it (http/rate-limit-store.ts), so api
 * nodes behind a load balancer count together, and so are the per-account failure counters
 * (postgresFailureStore).
 */
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './errors';

export interface RateLimitSettings {
  /** Sign-in attempts per IP per minute (successful ones too). */
  loginPerIpPerMinute: number;
  /** Failed sign-ins per account, and failed code or key tries per user, before a pause. */
  failuresBeforePause: number;
  /** How long those failures are remembered, and the pause. */
  failureWindowMs: number;
  /** Password reset requests per email per hour (whether or not it has an account). */
  resetsPerEmailPerHour: number;
  /** Reset requests, join and activation tries per IP per minute. */
  guessesPerIpPerMinute: number;
}

export const defaultRateLimits: RateLimitSettings = {
  loginPerIpPerMinute: 60,
  failuresBeforePause: 5,
  failureWindowMs: 15 * 60 * 1000,
  resetsPerEmailPerHour: 3,
  guessesPerIpPerMinute: 10,
};

/** 'Too many attempts. Try again in 14 minutes.' — in words, rounded up. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  const error = new HttpError(429, `Too many attempts. Try again in ${wait}.`, { retryAfterSeconds: seconds });
  return error;
}

/** `store`: the counters' store (postgresRateLimitStore on PostgreSQL); in this process when unset. */
export async function installRateLimits(app: FastifyInstance, store?: RateLimitPluginOptions['store']): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    // Our error handler sends `{ message }`; the plugin has set Retry-After already.
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  });
}

/** Route config: `config: perIp(n)` limits that route to n requests per IP per minute. */
export const perIpPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Where failure counts are kept: this process's memory, or PostgreSQL for several api nodes. */
export interface FailureStore {
  /** The key's failures and when their window ends (ms since the epoch); null when none count. */
  read(key: string, now: number): Promise<{ count: number; until: number } | null>;
  /** One more failure; a window that has ended starts again at one. */
  add(key: string, now: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Failure counts in this process (one api node, PGlite, tests). */
export class MemoryFailureStore implements FailureStore {
  private readonly failures = new Map<string, { count: number; until: number }>();

  /** `capacity`: entries kept at most, so a flood of distinct keys cannot grow memory without bound. */
  constructor(private readonly capacity = 100_000) {}

  async read(key: string, now: number): Promise<{ count: number; until: number } | null> {
    const entry = this.failures.get(key);
    if (entry && entry.until <= now) this.failures.delete(key);
    return entry && entry.until > now ? { ...entry } : null;
  }

  async add(key: string, now: number, windowMs: number): Promise<void> {
    const entry = this.failures.get(key);
    if (entry && entry.until > now) entry.count += 1;
    else {
      if (this.failures.size >= this.capacity) this.evict(now);
      this.failures.set(key, { count: 1, until: now + windowMs });
    }
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.failures) if (entry.until <= now) this.failures.delete(key);
    // Still full: forget the oldest (Map keeps insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < this.capacity) break;
      this.failures.delete(key);
    }
  }
}

/** Counts failures per key within a window; past the limit, refuses until the window ends. */
export class FailureLimiter {
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: FailureStore = new MemoryFailureStore(),
  ) {}

  /** Throws 429 (and sets Retry-After) when `key` has failed too often. */
  async check(key: string, reply: FastifyReply): Promise<void> {
    const now = this.now();
    const entry = await this.store.read(key, now);
    if (!entry || entry.count < this.max) return;
    const left = entry.until - now;
    reply.header('retry-after', String(Math.ceil(left / 1000)));
    throw tooManyAttempts(left / 1000);
  }

  async fail(key: string): Promise<void> {
    await this.store.add(key, this.now(), this.windowMs);
  }

  async succeed(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
