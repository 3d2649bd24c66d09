/**
 * POST /uploads (multipart, field `media`), DELETE /uploads/{name}, GET /uploads/{name}.
 *
 * Files are accepted by their content, never by their name or the declared type: JPEG, PNG and
 * Ogg/Opus voice notes. Each is stored in the upload store (storage/: a folder, or S3) as `<random name>.<ext>` with a row in
 * `uploads` (organisation, uploader, type, size). GET serves a file by its unguessable name without
 * a token, because the app shows them with <img>/<audio> tags that cannot send one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from 'shared-contracts/schemas';
import { z } from 'zod';
import { isOrganizationAdmin } from '../auth/acting-roles';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { adhocRequests, reports, uploads } from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';

/** Largest accepted photo or logo (the default of `maxUploadBytes`; API_MAX_UPLOAD_BYTES overrides it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Largest accepted voice note. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
/** Files per POST /uploads. */
export const MAX_FILES_PER_UPLOAD = 10;
export const UPLOAD_FIELD = 'media';

type Kind = 'image' | 'audio';
interface Detected {
  type: string;
  ext: string;
  kind: Kind;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OGG = Buffer.from('OggS', 'latin1');
const OPUS_HEAD = Buffer.from('OpusHead', 'latin1');

/** The type of a file from its first bytes; null when it is none of the accepted kinds. */
export function detectMedia(bytes: Buffer): Detected | null {
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { type: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { type: 'image/png', ext: 'png', kind: 'image' };
  if (bytes.subarray(0, OGG.length).equals(OGG) && firstOggPacketIsOpusHead(bytes)) return { type: 'audio/ogg', ext: 'ogg', kind: 'audio' };
  return null;
}

/**
 * Ogg page: 27-byte header (byte 4 version 0, byte 5 flags with 0x02 = first page of the stream,
 * byte 26 = segment count), then the segment table, then the packet data.
 */
function firstOggPacketIsOpusHead(bytes: Buffer): boolean {
  if (bytes.length < 27 || bytes[4] !== 0 || ((bytes[5] ?? 0) & 0x02) === 0) return false;
  const segments = bytes[26] ?? 0;
  const start = 27 + segments;
  return bytes.subarray(start, start + OPUS_HEAD.length).equals(OPUS_HEAD);
}

const NAME_PATTERN = /^[0-9a-f]{24}\.(jpg|png|ogg)$/;
const nameParams = z.object({ name: z.string().regex(NAME_PATTERN) });

const tooLarge = (message: string) => new HttpError(413, message);
const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limitOf = (kind: Kind) => (kind === 'image' ? ctx.maxUploadBytes : MAX_AUDIO_BYTES);

  app.post('/uploads', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    if (!request.isMultipart()) throw new HttpError(415, 'Send the files as multipart/form-data in the field media.');
    const files: { bytes: Buffer; detected: Detected }[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`Unexpected file field ${part.fieldname}: send files in the field ${UPLOAD_FIELD}.`);
        }
        const bytes = await part.toBuffer();
        const detected = detectMedia(bytes);
        if (!detected) throw new HttpError(415, 'Unsupported file type: only JPEG, PNG and Ogg/Opus files are accepted.');
        if (bytes.length > limitOf(detected.kind)) {
          throw tooLarge(`File too large: ${detected.kind === 'image' ? 'images' : 'audio'} may have at most ${mb(limitOf(detected.kind))}.`);
        }
        files.push({ bytes, detected });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`File too large: at most ${mb(Math.max(ctx.maxUploadBytes, MAX_AUDIO_BYTES))}.`);
      if (code === 'FST_FILES_LIMIT') throw tooLarge(`Too many files: at most ${MAX_FILES_PER_UPLOAD} per upload.`);
      if (error instanceof HttpError) throw error;
      // The multipart parser's own failures (a truncated body, a missing boundary) are the caller's.
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw badRequest(`Malformed multipart body: ${error instanceof Error ? error.message : 'unreadable'}.`);
    }
    if (files.length === 0) throw badRequest(`No file: send at least one file in the field ${UPLOAD_FIELD}.`);

    const stored: UploadedFile[] = [];
    const written: string[] = [];
    try {
      for (const { bytes, detected } of files) {
        const name = `${newId()}.${detected.ext}`;
        await ctx.uploads.put(name, bytes, detected.type);
        written.push(name);
        await ctx.db.insert(uploads).values({
          name,
          organizationId: auth.organizationId,
          userId: auth.user.id,
          type: detected.type,
          size: bytes.length,
          createdAt: ctx.now(),
        });
        stored.push({ name, path: `/uploads/${name}`, type: detected.type, size: bytes.length });
      }
    } catch (error) {
      // All or nothing: forget what this request already stored.
      await Promise.all(written.map((name) => ctx.uploads.remove(name).catch(() => undefined)));
      for (const item of stored) await ctx.db.delete(uploads).where(eq(uploads.name, item.name));
      throw error;
    }
    return stored;
  });

  // Evidence stays: only its uploader or an organisation admin may delete a file, and never one
  // that a submitted report (its issues' media are the report's) or an ad-hoc request refers to (409).
  app.delete('/uploads/:name', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const params = nameParams.safeParse(request.params);
    if (!params.success) throw notFound('Upload not found.');
    const { name } = params.data;
    const [row] = await ctx.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.organizationId, auth.organizationId)));
    if (!row) throw notFound('Upload not found.');
    if (row.userId !== auth.user.id && !isOrganizationAdmin(auth)) throw forbidden('Only who uploaded this file, or an organisation admin, can delete it.');
    if (await isReferenced(ctx, auth.organizationId, name)) throw conflict('This file is part of a submitted report and cannot be deleted.');
    await ctx.db.delete(uploads).where(eq(uploads.name, name));
    await ctx.uploads.remove(name).catch(() => undefined);
    return { status: true };
  });

  app.get('/uploads/:name', async (request, reply) => {
    const { name } = parseInput(z.object({ name: z.string() }), request.params, 'path');
    if (!NAME_PATTERN.test(name)) throw notFound('Upload not found.');
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.name, name));
    if (!row) throw notFound('Upload not found.');
    // Streamed from the store (a folder or S3): a voice note is not held whole in memory.
    const file = await ctx.uploads.open(name);
    if (!file) throw notFound('Upload not found.');
    return reply
      .header('content-type', row.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-length', row.size)
      .send(file);
  });
}

/** Whether a stored record of the organisation names the file (upload names are unguessable, so a text match is exact). */
async function isReferenced(ctx: AppContext, organizationId: string, name: string): Promise<boolean> {
  const pattern = `%"${name}"%`;
  const found = await Promise.all([
    ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.organizationId, organizationId), sql`${reports.payload}::text LIKE ${pattern}`))
      .limit(1),
    ctx.db
      .select({ id: adhocRequests.id })
      .from(adhocRequests)
      .where(and(eq(adhocRequests.organizationId, organizationId), sql`${adhocRequests.issueDetails}::text LIKE ${pattern}`))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}
