/** GET /facilities/v2/facilitiesToReport, GET /facilities/facilitiesToReport/{shiftId} (older form). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { facilitiesToReport } from '../services/facilities-to-report';
import { parseInput } from '../http/validate';
import { listChangesAt, sendEntry } from '../services/answer-cache';
import { loadOwnShift, loadUserShifts, withStatus } from '../services/user-shifts';
import { findActiveShift } from '../rules/shift-status';

const shiftParams = z.object({ shiftId: z.string().min(1).max(100) });

export function facilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Asked by every app of a shift again and again: kept (services/answer-cache.ts) until a write or the clock changes it.
  app.get('/facilities/v2/facilitiesToReport', { preHandler: guard(ctx, ['reporting-read']) }, async (request, reply) => {
    const auth = authOf(request);
    const now = ctx.now();
    const entry = await ctx.answers.answer(auth.organizationId, `facilitiesToReport:${auth.user.id}`, now, async () => {
      const shifts = await loadUserShifts(ctx.db, auth.organizationId, auth.user.id, now);
      const shift = findActiveShift(shifts);
      // No active shift: cheap to answer, and a shift may become active by entering the listed window: not kept.
      if (!shift) return { json: '[]', changesAt: now.getTime() };
      const list = await facilitiesToReport(ctx.db, auth.organizationId, shift, auth.user.id, now);
      return { json: JSON.stringify(list), changesAt: listChangesAt(list, shifts, now) };
    });
    return sendEntry(request, reply, entry);
  });

  /** The same facility list for a named shift of the caller (404 for a shift that is not theirs). */
  app.get('/facilities/facilitiesToReport/:shiftId', { preHandler: guard(ctx, ['reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const { shiftId } = parseInput(shiftParams, request.params, 'path');
    const now = ctx.now();
    const row = await loadOwnShift(ctx.db, auth.organizationId, auth.user.id, shiftId);
    return facilitiesToReport(ctx.db, auth.organizationId, withStatus(row, auth.user.id, now), auth.user.id, now);
  });
}
