/** What every route module gets: the database, the token service, settings and the clock. */
import type { Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { GoogleSignIn } from './auth/google';
import type { FailureLimiter, RateLimitSettings } from './http/rate-limits';
import type { UploadStore } from './storage';
import type { LiveHub } from './push/live-hub';
import type { PushService } from './push/push-service';
import type { AnswerCache } from './services/answer-cache';

export interface AppContext {
  db: Db;
  tokens: TokenService;
  /** The local upload folder (the local store's; kept for code that predates the store). */
  uploadsDir: string;
  /** Where uploaded files are kept: the local folder or an S3-compatible store (storage/). */
  uploads: UploadStore;
  maxUploadBytes: number;
  /** The clock; tests pin it. */
  now: () => Date;
  /** The HS256 secret (also keys the feedback app's encrypted token). */
  jwtSecret: string;
  /** Google sign-in, when GOOGLE_CLIENT_ID is configured. */
  google?: GoogleSignIn;
  /** Open apps' event streams (GET /events). */
  live: LiveHub;
  /** Web Push to closed apps. */
  push: PushService;
  /** Answers asked again and again (the facility list, the checklists), kept until a write or the clock changes them (issue 15). */
  answers: AnswerCache;
  /** Guessing and flooding limits (http/rate-limits.ts). */
  limits: {
    settings: RateLimitSettings;
    /** Failed sign-ins per account. */
    signIn: FailureLimiter;
    /** Wrong join codes and activation keys per user. */
    codes: FailureLimiter;
    /** Password reset requests per email. */
    resets: FailureLimiter;
  };
}
