/**
 * The checklist template editor (issue 19): GET /admin/checklists (?kind=facility|asset),
 * GET /admin/checklists/{typeId}, PUT /admin/checklists/{typeId} (a new version; 409 when stale).
 * Reading needs checklist-read, saving checklist-read and checklist-write, always in the caller's
 * current organisation; another organisation's type is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { parseInput } from '../http/validate';
import { listChecklistTypes, loadChecklistEditor, saveChecklistVersion } from '../services/checklist-editor';

const READ = ['checklist-read'];
const WRITE = ['checklist-read', 'checklist-write'];
const typeParams = z.object({ typeId: z.string().min(1).max(200) });

export function checklistEditorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/checklists', { preHandler: guard(ctx, READ) }, async (request) => {
    const query = parseInput(schemas.checklistListQuerySchema, request.query, 'query');
    return listChecklistTypes(ctx.db, authOf(request).organizationId, query.kind);
  });

  app.get('/admin/checklists/:typeId', { preHandler: guard(ctx, READ) }, async (request) => {
    const { typeId } = parseInput(typeParams, request.params, 'path');
    return loadChecklistEditor(ctx.db, authOf(request).organizationId, typeId);
  });

  app.put('/admin/checklists/:typeId', { preHandler: guard(ctx, WRITE) }, async (request) => {
    const { typeId } = parseInput(typeParams, request.params, 'path');
    const body = parseInput(schemas.saveChecklistBodySchema, request.body);
    const auth = authOf(request);
    return saveChecklistVersion(ctx.db, auth.organizationId, auth.user.id, typeId, body);
  });
}
