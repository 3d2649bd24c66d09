/** What every route module gets: the database, the token service, settings and the clock. */
import type { Db } from './db/client';
import type { TokenService } from './auth/tokens';

export interface AppContext {
  db: Db;
  tokens: TokenService;
  uploadsDir: string;
  maxUploadBytes: number;
  /** The clock; tests pin it. */
  now: () => Date;
}
