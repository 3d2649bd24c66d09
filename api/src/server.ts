/**
 * Builds the Fastify app over an open database. main.ts listens; tests call `inject`.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { TokenService } from './auth/tokens';
import { AnswerCache, installAnswerInvalidation } from './services/answer-cache';
import { localUploadStore, type UploadStore } from './storage';
import type { GoogleSignIn } from './auth/google';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { defaultCorsOrigins } from './http/cors';
import { installErrorHandling, refuseUnstorableInput } from './http/errors';
import { defaultRateLimits, FailureLimiter, installRateLimits, MemoryFailureStore, type FailureStore, type RateLimitSettings } from './http/rate-limits';
import { postgresFailureStore, postgresRateLimitStore } from './http/rate-limit-store';
import { adhocRoutes } from './routes/adhoc';
import { authRoutes } from './routes/auth';
import { facilityRoutes } from './routes/facilities';
import { notificationRoutes } from './routes/notifications';
import { organizationRoutes } from './routes/organizations';
import { reportRoutes } from './routes/reports';
import { reportingTeamRoutes } from './routes/reporting-teams';
import { escalateOverdue } from './services/issue-work';
import { issueWorkRoutes } from './routes/issue-work';
import { shareLinkRoutes } from './routes/share-links';
import { shareLinkTokenRoutes } from './routes/share-link-tokens';
import { issueRaiseRoutes } from './routes/issue-raise';
import { issueReminderRoutes } from './routes/issue-reminders';
import { shiftRoutes } from './routes/shifts';
import { shiftScheduleRoutes } from './routes/shift-schedules';
import { MAX_AUDIO_BYTES, MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { feedbackRoutes } from './routes/feedback';
import { qrSheetRoutes } from './routes/qr-sheet';
import { staticFileRoutes } from './routes/static-files';
import { accountRoutes } from './routes/account';
import { catalogRoutes } from './routes/catalog';
import { orgMembershipRoutes } from './routes/org-membership';
import { orgPlaceRoutes } from './routes/org-places';
import { adminFacilityRoutes } from './routes/admin-facilities';
import { orgSetupRoutes } from './routes/org-setup';
import { orgSetupStatusRoutes } from './routes/org-setup-status';
import { orgTemplateRoutes } from './routes/org-templates';
import { orgTeamRoutes } from './routes/org-teams';
import { contactRoutes } from './routes/contacts';
import { escalationContactRoutes } from './routes/escalation-contacts';
import { checklistEditorRoutes } from './routes/checklist-editor';
import { overviewRoutes } from './routes/overview';
import { reportListRoutes } from './routes/report-lists';
import { inspectionRoutes } from './routes/inspections';
import { adhocManageRoutes, adhocOverviewRoutes } from './routes/adhoc-overview';
import { accessCodeRoutes } from './routes/access-codes';
import { staffRoutes } from './routes/staff';
import { invitationRoutes } from './routes/invitations';
import { ephemeralVapidKeys, type VapidKeys } from './auth/vapid-keys';
import { LiveHub } from './push/live-hub';
import { DEFAULT_PUSH_HOSTS, PushService, webPushTransport, type PushTransport } from './push/push-service';
import { liveRoutes } from './routes/live';

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL pattern of every route, in registration order. */
    routeList: readonly RouteSummary[];
  }
}

export interface BuildServerOptions {
  database: Database;
  jwtSecret: string;
  /** Token lifetime; 12 h by default. */
  jwtTtlSeconds?: number;
  /** Allowed browser origins; the shell and remotes on ports 3000-3004 by default. */
  corsOrigins?: readonly string[];
  /** Where uploaded files go; `<dataDir>/uploads` in main.ts. */
  uploadsDir?: string;
  /** Where uploads go; the local folder `uploadsDir` when unset (main.ts picks S3 from the environment). */
  uploadStore?: UploadStore;
  /** Largest accepted image (5 MB by default); voice notes may have MAX_AUDIO_BYTES. */
  maxUploadBytes?: number;
  /** Clock override for tests. */
  now?: () => Date;
  logger?: boolean;
  /** Parameter icons and logos (`api/static`); `static` under the working folder by default. */
  staticDir?: string;
  /** Google sign-in (GOOGLE_CLIENT_ID); without it POST /auth/login/google answers 501. */
  google?: GoogleSignIn;
  /** How often overdue issues are escalated (ms); off when unset (tests call the sweep themselves). */
  escalationSweepMs?: number;
  /** Per-IP counters in the database (shared by api nodes); on by default on PostgreSQL. */
  sharedRateLimits?: boolean;
  /** Guessing and flooding limits; defaults in http/rate-limits.ts. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Live updates through LISTEN/NOTIFY; on by default on PostgreSQL (several nodes), off on PGlite. */
  liveFanout?: boolean;
  /** Web Push keys (auth/vapid-keys.ts); a pair for this process only when unset. */
  vapidKeys?: VapidKeys;
  /** Hosts a push subscription's endpoint may be on; DEFAULT_PUSH_HOSTS when unset. */
  pushEndpointHosts?: readonly string[];
  /** How push messages leave; `web-push` by default (tests pass a fake push service). */
  pushTransport?: PushTransport;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 });
  // Every route the app serves, for the tests that try each one with bad input.
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('routeList', routes);
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const clock = () => (options.now ?? (() => new Date()))().getTime();
  // On PostgreSQL the counters are shared by every api node (issue 22); PGlite is one node.
  const sharedCounters = options.sharedRateLimits ?? options.database.kind === 'postgres';
  const failures = (prefix: string): FailureStore =>
    sharedCounters ? postgresFailureStore(options.database.db, `failures:${prefix}`) : new MemoryFailureStore();
  const uploadsDir = options.uploadsDir ?? path.resolve('.data', 'uploads');
  const ctx: AppContext = {
    db: options.database.db,
    tokens: new TokenService(options.jwtSecret, options.jwtTtlSeconds ?? 12 * 60 * 60),
    uploadsDir,
    uploads: options.uploadStore ?? localUploadStore(uploadsDir),
    maxUploadBytes: options.maxUploadBytes ?? MAX_IMAGE_BYTES,
    now: options.now ?? (() => new Date()),
    jwtSecret: options.jwtSecret,
    google: options.google,
    live: new LiveHub(),
    answers: new AnswerCache(),
    push: new PushService(
      options.database.db,
      options.vapidKeys ?? ephemeralVapidKeys(),
      options.pushEndpointHosts ?? DEFAULT_PUSH_HOSTS,
      options.pushTransport ?? webPushTransport,
      (error, message) => app.log.warn(error, message),
    ),
    limits: {
      settings: limits,
      signIn: new FailureLimiter(limits.failuresBeforePause, limits.failureWindowMs, clock, failures('signIn:')),
      codes: new FailureLimiter(limits.failuresBeforePause, limits.failureWindowMs, clock, failures('codes:')),
      resets: new FailureLimiter(limits.resetsPerEmailPerHour, 60 * 60 * 1000, clock, failures('resets:')),
    },
  };

  // Writes make the answers kept before them stale, here and (through the hub) on every node.
  ctx.answers.listen(ctx.live);
  installAnswerInvalidation(app, ctx.answers);
  // Several api nodes on one PostgreSQL hear each other's live updates (issue 22).
  if (options.liveFanout ?? options.database.kind === 'postgres') {
    const stop = await ctx.live.connect(options.database, (error) => app.log.warn(error, 'live update fan-out'));
    app.addHook('onClose', stop);
  }

  const allowed = new Set(options.corsOrigins ?? defaultCorsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  // JSON answers go out brotli or gzip (brotli at quality 4, the plugin's default for dynamic
  // bodies): a reporter's 200-facility list is 272 KB raw. Media are already compressed formats and
  // mime-db marks them so; a route that streams (server-sent events) turns it off for itself.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    // The per-type limits (routes/uploads.ts) are checked after the type is known from the content.
    limits: {
      fileSize: Math.max(ctx.maxUploadBytes, MAX_AUDIO_BYTES),
      files: MAX_FILES_PER_UPLOAD,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES_PER_UPLOAD + 20,
    },
  });
  await installRateLimits(app, sharedCounters ? postgresRateLimitStore(options.database.db) : undefined);
  installErrorHandling(app);
  refuseUnstorableInput(app);
  // Bodies are JSON (or multipart for uploads): a text/plain body is a wrong content type (415),
  // not a string to validate.
  app.removeContentTypeParser('text/plain');

  app.get('/health', async () => ({ status: true }));
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  facilityRoutes(app, ctx);
  adhocRoutes(app, ctx);
  organizationRoutes(app, ctx);
  shiftRoutes(app, ctx);
  shiftScheduleRoutes(app, ctx);
  reportRoutes(app, ctx);
  reportingTeamRoutes(app, ctx);
  issueReminderRoutes(app, ctx);
  issueWorkRoutes(app, ctx);
  shareLinkRoutes(app, ctx);
  shareLinkTokenRoutes(app, ctx);
  issueRaiseRoutes(app, ctx);
  if (options.escalationSweepMs) {
    // Each sweep claims what it escalates in one UPDATE, so several api nodes never notify twice.
    const timer = setInterval(() => {
      escalateOverdue(ctx).catch((error: unknown) => app.log.error(error, 'escalation sweep failed'));
    }, options.escalationSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  uploadRoutes(app, ctx);
  qrSheetRoutes(app, ctx);
  staticFileRoutes(app, options.staticDir ?? path.resolve('static'));
  accountRoutes(app, ctx);
  orgMembershipRoutes(app, ctx);
  orgSetupRoutes(app, ctx);
  orgSetupStatusRoutes(app, ctx);
  orgPlaceRoutes(app, ctx);
  adminFacilityRoutes(app, ctx);
  orgTemplateRoutes(app, ctx);
  orgTeamRoutes(app, ctx);
  contactRoutes(app, ctx);
  escalationContactRoutes(app, ctx);
  checklistEditorRoutes(app, ctx);
  overviewRoutes(app, ctx);
  reportListRoutes(app, ctx);
  inspectionRoutes(app, ctx);
  adhocOverviewRoutes(app, ctx);
  adhocManageRoutes(app, ctx);
  catalogRoutes(app, ctx);
  notificationRoutes(app, ctx);
  accessCodeRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  // Issue 20: people (staff, roles, invitations).
  staffRoutes(app, ctx);
  invitationRoutes(app, ctx);
  liveRoutes(app, ctx);
  return app;
}
