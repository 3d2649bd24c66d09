/** GET /facilities/v2/facilitiesToReport, GET /facilities/facilitiesToReport/{shiftId} (older form). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { facilitiesToReport } from '../services/facilities-to-report';
import { parseInput } from '../http/validate';
import { listChangesAt, sendEntry } from '../services/facility-list-cache';
import { loadOwnShift, loadUserShifts, withStatus } from '../services/user-shifts';
import { findActiveShift } from '../rules/shift-status';

const shiftParams = z.object({ shiftId: z.string().min(1).max(100) });

export function facilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Asked by every app of a shift again and again: answered from services/facility-list-cache.ts until a write or the clock changes it.
  app.get('/facilities/v2/facilitiesToReport', { preHandler: guard(ctx, ['reporting-read']) }, async (request, reply) => {
    const auth = authOf(request);
    const now = ctx.now();
    const cache = ctx.facilityLists;
    const cached = cache.get(auth.organizationId, auth.user.id, now);
    if (cached) return sendEntry(request, reply, cached);
    const generation = cache.generation(auth.organizationId);
    const shifts = await loadUserShifts(ctx.db, auth.organizationId, auth.user.id, now);
    const shift = findActiveShift(shifts);
    if (!shift) return [];
    const list = await facilitiesToReport(ctx.db, auth.organizationId, shift, auth.user.id, now);
    return sendEntry(request, reply, cache.put(auth.organizationId, auth.user.id, generation, now, listChangesAt(list, shifts, now), JSON.stringify(list)));
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
