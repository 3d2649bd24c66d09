/**
 * Share links (issue 16): POST /share-links, GET /share-links?kind=&targetId=, DELETE /share-links/:id,
 * GET /public/links/:token and its media, /public/links/:token/media/:name (no sign-in, rate-limited per IP). The token is 32 random bytes,
 * shown once; only its SHA-256 is stored. A revoked link, or one to a record that is gone, is 404
 * like an unknown token, so the answer tells a guesser nothing.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShareLink, ShareLinkContact, ShareLinkKind } from 'shared-contracts/schemas';
import { z } from 'zod';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { shareLinks } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { ESCALATION_SWEEP, requireShareContact, shareContactsOf } from '../services/share-contacts';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { shareKinds } from '../services/share-kinds';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const LINK_GONE = 'This link does not work any more.';

type Row = typeof shareLinks.$inferSelect;
const view = (row: Row, contact: ShareLinkContact | null, token?: string): ShareLink => ({
  _id: row.id,
  kind: row.kind as ShareLinkKind,
  targetId: row.targetId,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  contact,
  ...(row.createdBy === ESCALATION_SWEEP ? { escalation: true } : {}),
  ...(token ? { token } : {}),
});

function kindOf(kind: ShareLinkKind) {
  const found = shareKinds[kind];
  if (!found) throw badRequest(`Links to ${kind} records cannot be shared yet.`);
  return found;
}

export function shareLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/share-links', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(schemas.createShareLinkBodySchema, request.body);
    await kindOf(body.kind).requireSharable(ctx, auth, body.targetId);
    // Issue 20: shared to one of the organisation's contacts (404 for another organisation's, 409 when retired).
    const contact = body.contactId ? await requireShareContact(ctx.db, auth.organizationId, body.contactId) : null;
    const token = randomBytes(32).toString('base64url');
    const [row] = await ctx.db
      .insert(shareLinks)
      .values({
        id: `shl-${randomUUID()}`,
        organizationId: auth.organizationId,
        kind: body.kind,
        targetId: body.targetId,
        tokenHash: hashOf(token),
        createdBy: auth.user.id,
        createdAt: ctx.now(),
        contactId: contact?._id ?? null,
      })
      .returning();
    if (!row) throw new Error('share link insert returned no row');
    return view(row, contact, token);
  });

  app.get('/share-links', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.createShareLinkBodySchema, request.query, 'query');
    await kindOf(query.kind).requireSharable(ctx, auth, query.targetId);
    const rows = await ctx.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.organizationId, auth.organizationId), eq(shareLinks.kind, query.kind), eq(shareLinks.targetId, query.targetId)))
      .orderBy(desc(shareLinks.createdAt));
    const people = await shareContactsOf(
      ctx.db,
      auth.organizationId,
      rows.map((row) => row.contactId),
    );
    return rows.map((row) => view(row, row.contactId ? (people.get(row.contactId) ?? null) : null));
  });

  app.delete('/share-links/:id', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(100) }), request.params, 'path');
    const [row] = await ctx.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.id, id), eq(shareLinks.organizationId, auth.organizationId)));
    if (!row) throw notFound('Link not found.');
    if (row.createdBy !== auth.user.id && !auth.permissions.has('team-write')) throw forbidden('Only who shared it, or a manager, can revoke a link.');
    if (!row.revokedAt) await ctx.db.update(shareLinks).set({ revokedAt: ctx.now() }).where(eq(shareLinks.id, row.id));
    return { status: true };
  });

  /** The live link of a token: 404 with the same message for unknown, revoked and gone. */
  const liveLink = async (token: string) => {
    const [row] = await ctx.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.tokenHash, hashOf(token)));
    if (!row || row.revokedAt) throw notFound(LINK_GONE);
    return row;
  };
  const tokenParams = z.object({ token: z.string().min(20).max(100) });

  app.get('/public/links/:token', { config: perIpPerMinute(60) }, async (request) => {
    const { token } = parseInput(tokenParams, request.params, 'path');
    const row = await liveLink(token);
    const kind = shareKinds[row.kind as ShareLinkKind];
    const shown = kind ? await kind.publicView(ctx, row.organizationId, row.targetId, token) : null;
    if (!shown) throw notFound(LINK_GONE);
    return shown;
  });

  // A shared record's photos and voice notes (issue 17), only through a live link: revoking it stops them too.
  app.get('/public/links/:token/media/:name', { config: perIpPerMinute(300) }, async (request, reply) => {
    const { token, name } = parseInput(tokenParams.extend({ name: z.string().regex(/^[0-9a-f]{24}\.(jpg|png|ogg)$/) }), request.params, 'path');
    const row = await liveLink(token);
    const found = await shareKinds[row.kind as ShareLinkKind]?.media?.(ctx, row.organizationId, row.targetId, name);
    if (!found) throw notFound('No such file.');
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(ctx.uploadsDir, name));
    } catch {
      throw notFound('No such file.');
    }
    return reply
      .header('content-type', found.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(bytes);
  });
}
