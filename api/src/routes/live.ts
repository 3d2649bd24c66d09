/**
 * GET /push/vapid-public-key, POST /events/ticket and GET /events: the key browsers subscribe to
 * Web Push with, and the server-sent events stream of open apps (auth/live-ticket.ts says why a
 * ticket and not the bearer token). A stream lives at most LIVE_STREAM_MS and never past its
 * session; the app then reconnects with a new ticket, which needs a session still valid.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from 'shared-contracts/schemas';
import { authOf, guard } from '../auth/guard';
import { issueLiveTicket, LIVE_TICKET_SECONDS, verifyLiveTicket } from '../auth/live-ticket';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { memberships, revokedTokens } from '../db/schema';
import { unauthorized } from '../http/errors';
import { parseInput } from '../http/validate';

export const LIVE_STREAM_MS = 15 * 60 * 1000;
export const LIVE_HEARTBEAT_MS = 25_000;

export function liveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/push/vapid-public-key', { preHandler: guard(ctx) }, async () => ({ publicKey: ctx.push.keys.publicKey }));

  app.post('/events/ticket', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const claims = { userId: auth.user.id, organizationId: auth.organizationId, sessionId: auth.jti, sessionExpiresAt: auth.expiresAt };
    return { ticket: await issueLiveTicket(ctx.jwtSecret, claims, ctx.now()), expiresIn: LIVE_TICKET_SECONDS };
  });

  app.get('/events', async (request, reply) => {
    const raw = request.query as Record<string, unknown> | undefined;
    if (!raw?.ticket) throw unauthorized('A ticket from POST /events/ticket is required.');
    const { ticket } = parseInput(schemas.liveEventsQuerySchema, raw, 'query');
    const claims = await verifyLiveTicket(ctx.jwtSecret, ticket, ctx.now());
    if (!claims) throw unauthorized('Invalid or expired ticket.');
    const [revoked] = await ctx.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.sessionId));
    if (revoked) throw unauthorized('Session ended. Please log in again.');
    const [member] = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, claims.userId), eq(memberships.organizationId, claims.organizationId)));
    if (!member) throw unauthorized('Invalid ticket.');

    // The CORS hook's headers are on the reply; a hijacked reply writes the raw response itself.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const lifetime = Math.max(0, Math.min(LIVE_STREAM_MS, claims.sessionExpiresAt.getTime() - ctx.now().getTime()));
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(ending);
      remove();
      res.end();
    };
    const heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
    const ending = setTimeout(close, lifetime);
    const remove = ctx.live.add({
      userId: claims.userId,
      organizationId: claims.organizationId,
      sessionId: claims.sessionId,
      send: (event: LiveEvent) => {
        if (!closed) res.write(`data: ${JSON.stringify(event)}\n\n`);
      },
      close,
    });
    request.raw.on('close', close);
  });

  app.addHook('preClose', async () => {
    ctx.live.closeAll();
    await ctx.push.settled();
  });
}
