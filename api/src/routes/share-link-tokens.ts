/**
 * POST /share-links/{id}/token (issue 20): a new token for a live link, shown once. Tokens are stored
 * only as their SHA-256, so a link the escalation sweep made for a contact (when no one was there to
 * see its token) becomes usable when a manager asks for its token on the issue: the manager copies it
 * or sends it by mail, SMS or WhatsApp. Any token given before stops working. Who may share the record
 * (the kind's requireSharable) may do it; a revoked link is 409.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReissueShareLinkAnswer, ShareLinkKind } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { shareLinks } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { shareKinds } from '../services/share-kinds';

export function shareLinkTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/share-links/:id/token', { preHandler: guard(ctx) }, async (request): Promise<ReissueShareLinkAnswer> => {
    const auth = authOf(request);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(100) }), request.params, 'path');
    const [row] = await ctx.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.id, id), eq(shareLinks.organizationId, auth.organizationId)));
    if (!row) throw notFound('Link not found.');
    const kind = shareKinds[row.kind as ShareLinkKind];
    if (!kind) throw badRequest(`Links to ${row.kind} records cannot be shared yet.`);
    await kind.requireSharable(ctx, auth, row.targetId);
    if (row.revokedAt) throw conflict('This link was revoked: make a new one.');
    const token = randomBytes(32).toString('base64url');
    const changed = await ctx.db
      .update(shareLinks)
      .set({ tokenHash: createHash('sha256').update(token).digest('hex') })
      .where(and(eq(shareLinks.id, row.id), isNull(shareLinks.revokedAt)))
      .returning({ id: shareLinks.id });
    if (changed.length === 0) throw conflict('This link was revoked: make a new one.');
    return { _id: row.id, token };
  });
}
