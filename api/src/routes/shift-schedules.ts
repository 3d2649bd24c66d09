/**
 * Shift schedules (issue 20): GET /shifts/candidates, POST /shifts (create), PUT /shifts/{id}
 * (edit), DELETE /shifts/{id} (retire), all in the caller's current organisation with shift-read
 * and shift-write; and GET /users/janitor, the signed-in janitor's own page (no permission: the
 * janitor route has none). Who fills a mapping is checked by group matching; a reporter in two
 * overlapping shifts is a 409.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { shifts } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { janitorDuties } from '../services/janitor-duties';
import { retireSchedule, saveSchedule, shiftCandidates } from '../services/shift-schedules';
import type { ShiftRow } from '../services/user-shifts';

export const SHIFT_WRITE = ['shift-read', 'shift-write'];

const idParams = z.object({ id: z.string().min(1).max(100) });

async function loadShift(ctx: AppContext, organizationId: string, id: string): Promise<ShiftRow> {
  const [row] = await ctx.db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.organizationId, organizationId)));
  if (!row) throw notFound('Shift not found.');
  return row;
}

export function shiftScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A static path: the router prefers it to GET /shifts/:id.
  app.get('/shifts/candidates', { preHandler: guard(ctx, SHIFT_WRITE) }, async (request) => shiftCandidates(ctx.db, authOf(request).organizationId));

  app.post('/shifts', { preHandler: guard(ctx, SHIFT_WRITE) }, async (request, reply) => {
    const { organizationId } = authOf(request);
    const body = parseInput(schemas.saveShiftBodySchema, request.body);
    const ids = await ctx.db.transaction(async (tx) => saveSchedule(tx, organizationId, body));
    return reply.code(201).send({ _id: ids[0], occurrences: ids });
  });

  app.put('/shifts/:id', { preHandler: guard(ctx, SHIFT_WRITE) }, async (request) => {
    const { organizationId } = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(schemas.saveShiftBodySchema, request.body);
    const row = await loadShift(ctx, organizationId, id);
    if (row.retiredAt) throw conflict('This shift is retired.');
    const ids = await ctx.db.transaction(async (tx) => saveSchedule(tx, organizationId, body, row));
    return { _id: ids[0], occurrences: ids };
  });

  app.delete('/shifts/:id', { preHandler: guard(ctx, SHIFT_WRITE) }, async (request) => {
    const { organizationId } = authOf(request);
    const { id } = parseInput(idParams, request.params, 'path');
    const row = await loadShift(ctx, organizationId, id);
    await ctx.db.transaction(async (tx) => retireSchedule(tx, organizationId, row, ctx.now()));
    return { status: true };
  });

  app.get('/users/janitor', { preHandler: guard(ctx, []) }, async (request) => {
    const auth = authOf(request);
    return janitorDuties(ctx.db, auth.organizationId, auth.user.id, ctx.now());
  });
}
