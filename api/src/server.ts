/**
 * Builds the Fastify app over an open database. main.ts listens; tests call `inject`.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { TokenService } from './auth/tokens';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { defaultCorsOrigins } from './http/cors';
import { installErrorHandling } from './http/errors';
import { adhocRoutes } from './routes/adhoc';
import { authRoutes } from './routes/auth';
import { facilityRoutes } from './routes/facilities';
import { notificationRoutes } from './routes/notifications';
import { organizationRoutes } from './routes/organizations';
import { reportRoutes } from './routes/reports';
import { shiftRoutes } from './routes/shifts';
import { MAX_AUDIO_BYTES, MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';

export interface BuildServerOptions {
  database: Database;
  jwtSecret: string;
  /** Token lifetime; 12 h by default. */
  jwtTtlSeconds?: number;
  /** Allowed browser origins; the shell and remotes on ports 3000-3004 by default. */
  corsOrigins?: readonly string[];
  /** Where uploaded files go; `<dataDir>/uploads` in main.ts. */
  uploadsDir?: string;
  /** Largest accepted image (5 MB by default); voice notes may have MAX_AUDIO_BYTES. */
  maxUploadBytes?: number;
  /** Clock override for tests. */
  now?: () => Date;
  logger?: boolean;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  const ctx: AppContext = {
    db: options.database.db,
    tokens: new TokenService(options.jwtSecret, options.jwtTtlSeconds ?? 12 * 60 * 60),
    uploadsDir: options.uploadsDir ?? path.resolve('.data', 'uploads'),
    maxUploadBytes: options.maxUploadBytes ?? MAX_IMAGE_BYTES,
    now: options.now ?? (() => new Date()),
  };

  const allowed = new Set(options.corsOrigins ?? defaultCorsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  await app.register(multipart, {
    // The per-type limits (routes/uploads.ts) are checked after the type is known from the content.
    limits: { fileSize: Math.max(ctx.maxUploadBytes, MAX_AUDIO_BYTES), files: MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 64 * 1024, parts: MAX_FILES_PER_UPLOAD + 20 },
  });
  installErrorHandling(app);

  app.get('/health', async () => ({ status: true }));
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  facilityRoutes(app, ctx);
  adhocRoutes(app, ctx);
  organizationRoutes(app, ctx);
  shiftRoutes(app, ctx);
  reportRoutes(app, ctx);
  uploadRoutes(app, ctx);
  notificationRoutes(app, ctx);
  return app;
}
