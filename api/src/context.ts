/** What every route module gets: the database, the token service, settings and the clock. */
import type { Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { GoogleSignIn } from './auth/google';

export interface AppContext {
  db: Db;
  tokens: TokenService;
  uploadsDir: string;
  maxUploadBytes: number;
  /** The clock; tests pin it. */
  now: () => Date;
  /** The HS256 secret (also keys the feedback app's encrypted token). */
  jwtSecret: string;
  /** Google sign-in, when GOOGLE_CLIENT_ID is configured. */
  google?: GoogleSignIn;
}
