/** GET /facilities/v2/facilitiesToReport. */
import type { FastifyInstance } from 'fastify';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { facilitiesToReport } from '../services/facilities-to-report';
import { loadActiveShift } from '../services/user-shifts';

export function facilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/facilities/v2/facilitiesToReport', { preHandler: guard(ctx, ['reporting-read']) }, async (request) => {
    const auth = authOf(request);
    const now = ctx.now();
    const shift = await loadActiveShift(ctx.db, auth.organizationId, auth.user.id, now);
    if (!shift) return [];
    return facilitiesToReport(ctx.db, auth.organizationId, shift, auth.user.id, now);
  });
}
