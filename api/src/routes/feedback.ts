/**
 * Customer feedback (issue 21).
 * - GET /public/feedback/{token}, POST /public/feedback/{token}: the visitor's page, opened from the
 *   facility's feedback QR code. No sign-in, rate-limited per IP; the answer names the facility and
 *   what to rate, nothing else of the organisation. An unknown, revoked or retired link is one 404.
 * - GET /feedbacks/dashboard and GET /feedbackRequests (feedbackMenuView-read), the caller's organisation.
 * - GET /facilities/{id}/feedback-link (facility-read) and POST (organization-write: a new code, the old stops).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedbackLink } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { facilities, uploads } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { feedbackDashboard, feedbackFormOf, feedbackRequests, recordFeedback } from '../services/feedback';
import { facilityOfToken, feedbackLinksOf, renewFeedbackLink, type FeedbackLinkRow } from '../services/feedback-links';
import { newId } from '../services/ids';
import { rangeOf } from './inspections';
import { detectMedia } from './uploads';

const FEEDBACK = ['feedbackMenuView-read'];
const LINK_GONE = 'This feedback link does not work any more.';
/** A visitor sends a few feedbacks at most; reading the form is cheaper. */
export const PUBLIC_FEEDBACK_POSTS_PER_MINUTE = 5;
export const PUBLIC_FEEDBACK_READS_PER_MINUTE = 60;
/** Who stored a visitor's photo (uploads.user_id). */
export const VISITOR = 'visitor';

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const facilityParams = z.object({ id: z.string().min(1).max(200) });
const linkView = (row: FeedbackLinkRow): FeedbackLink => ({ facility: row.facility, token: row.token, createdAt: row.createdAt.toISOString() });

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const facilityOf = async (raw: unknown) => {
    const { token } = parseInput(tokenParams, raw, 'path');
    // A malformed token is as unknown as a wrong one.
    const found = schemas.feedbackTokenSchema.safeParse(token).success ? await facilityOfToken(ctx.db, token) : null;
    if (!found) throw notFound(LINK_GONE);
    return found;
  };

  app.get('/public/feedback/:token', { config: perIpPerMinute(PUBLIC_FEEDBACK_READS_PER_MINUTE) }, async (request, reply) => {
    const found = await facilityOf(request.params);
    reply.header('cache-control', 'no-store');
    return feedbackFormOf(ctx.db, found.organizationId, found.facilityName);
  });

  app.post('/public/feedback/:token', { config: perIpPerMinute(PUBLIC_FEEDBACK_POSTS_PER_MINUTE) }, async (request) => {
    const found = await facilityOf(request.params);
    const body = parseInput(schemas.publicFeedbackBodySchema, request.body);
    const form = await feedbackFormOf(ctx.db, found.organizationId, found.facilityName);
    const labels = new Map(form.parameters.map((p) => [p._id, p.label]));
    const unknown = body.ratings.find((r) => !labels.has(r.parameter));
    if (unknown) throw badRequest(`ratings: ${unknown.parameter} is not on this form.`);
    if (new Set(body.ratings.map((r) => r.parameter)).size !== body.ratings.length) throw badRequest('ratings: each parameter once.');
    if (body.needsImmediateService && body.reviewType !== 'negative') throw badRequest('needsImmediateService: only with negative feedback.');
    const photo = body.photo ? await storePhoto(ctx, found.organizationId, body.photo) : null;
    try {
      await recordFeedback(ctx, { ...found, ...body, comment: body.comment.trim(), photo }, labels);
    } catch (error) {
      if (photo) await ctx.uploads.remove(photo).catch(() => undefined);
      throw error;
    }
    return { status: true, serviceRequested: body.reviewType === 'negative' && body.needsImmediateService };
  });

  app.get('/feedbacks/dashboard', { preHandler: guard(ctx, FEEDBACK) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.feedbackDashboardQuerySchema, request.query, 'query');
    const range = rangeOf(ctx.now(), query);
    return feedbackDashboard(ctx.db, { organizationId: auth.organizationId, ...range, facility: query.facility });
  });

  app.get('/feedbackRequests', { preHandler: guard(ctx, FEEDBACK) }, async (request) => {
    const auth = authOf(request);
    const query = parseInput(schemas.feedbackRequestQuerySchema, request.query, 'query');
    const range = rangeOf(ctx.now(), query);
    return feedbackRequests(ctx.db, { ...query, ...range, organizationId: auth.organizationId });
  });

  const requireFacility = async (organizationId: string, id: string) => {
    const [row] = await ctx.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.id, id), eq(facilities.organizationId, organizationId)));
    if (!row) throw notFound('No such facility.');
  };

  app.get('/facilities/:id/feedback-link', { preHandler: guard(ctx, ['facility-read']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(facilityParams, request.params, 'path');
    await requireFacility(auth.organizationId, id);
    const links = await feedbackLinksOf(ctx, auth.organizationId, [id], auth.user.id);
    const link = links.get(id);
    if (!link) throw new Error('feedback link neither found nor issued');
    return linkView(link);
  });

  app.post('/facilities/:id/feedback-link', { preHandler: guard(ctx, ['facility-read', 'organization-write']) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(facilityParams, request.params, 'path');
    await requireFacility(auth.organizationId, id);
    return linkView(await renewFeedbackLink(ctx, auth.organizationId, id, auth.user.id));
  });
}

/** A visitor's photo: checked by content like every upload (JPEG or PNG, size), stored as one. */
async function storePhoto(ctx: AppContext, organizationId: string, base64: string): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  const detected = detectMedia(bytes);
  if (!detected || detected.kind !== 'image') throw new HttpError(415, 'photo: only a JPEG or PNG photo is accepted.');
  if (bytes.length > schemas.FEEDBACK_PHOTO_MAX_BYTES) throw new HttpError(413, 'photo: at most 1 MB.');
  const name = `${newId()}.${detected.ext}`;
  await ctx.uploads.put(name, bytes, detected.type);
  await ctx.db.insert(uploads).values({ name, organizationId, userId: VISITOR, type: detected.type, size: bytes.length, createdAt: ctx.now() });
  return name;
}
