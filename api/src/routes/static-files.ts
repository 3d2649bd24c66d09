/**
 * GET /static/{folder}/{file}: the images the seed refers to (parameter icons, organisation logos
 * and branding), served without a token because the app shows them with <img> tags. Only the known
 * folders and plain file names are served; SVGs go out with a CSP that forbids scripts.
 */
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

const FOLDERS = ['parameters', 'branding'] as const;
const FILE = /^[a-z0-9][a-z0-9-]*\.(svg|png)$/;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };
const params = z.object({ folder: z.string(), file: z.string() });

export function staticFileRoutes(app: FastifyInstance, staticDir: string): void {
  app.get('/static/:folder/:file', async (request, reply) => {
    const { folder, file } = parseInput(params, request.params, 'path');
    const match = FILE.exec(file);
    if (!match || !FOLDERS.some((known) => known === folder)) throw notFound('No such file.');
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(staticDir, folder, file));
    } catch {
      throw notFound('No such file.');
    }
    return reply
      .header('content-type', TYPES[match[1] ?? 'png'] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=86400')
      .send(bytes);
  });
}
