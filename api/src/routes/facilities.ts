/** GET /facilities/v2/facilitiesToReport, GET /facilities/facilitiesToReport/{shiftId} (older form). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { facilitiesToReport } from '../services/facilities-to-report';
import { parseInput } from '../http/validate';
import { loadActiveShift, loadOwnShift, withStatus } from '../services/user-shifts';

const shiftParams = z.object({ shiftId: z.string().min(1).max(100) });

export function facilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/facilities/v2/facilitiesToReport', { preHandler: guard(ctx, ['reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const now = ctx.now();
    const shift = await loadActiveShift(ctx.db, auth.organizationId, auth.user.id, now);
    if (!shift) return [];
    return facilitiesToReport(ctx.db, auth.organizationId, shift, auth.user.id, now);
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
