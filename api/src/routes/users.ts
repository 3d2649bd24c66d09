/** GET /users/profile, POST /users/setHomePage, GET /users/shifts. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProfileAnswer } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { parseInput } from '../http/validate';
import { switchableOrganizations } from '../services/organizations';
import { loadUserShifts, toShiftView } from '../services/user-shifts';
import { findActiveShift } from '../rules/shift-status';
import { toUserView } from '../services/user-view';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/profile', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const shifts = await loadUserShifts(ctx.db, auth.organizationId, auth.user.id, ctx.now());
    const active = findActiveShift(shifts);
    const answer: ProfileAnswer = {
      user: toUserView(auth.user, auth.membership, active?.expectedInTime),
      token: auth.token,
      switchableOrgs: await switchableOrganizations(ctx.db, auth.user.id, auth.user.isSwitchable),
    };
    return answer;
  });

  app.post('/users/setHomePage', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { page } = parseInput(schemas.setHomePageBodySchema, request.body);
    await ctx.db.update(users).set({ homePage: page }).where(eq(users.id, auth.user.id));
    return { status: true, homePage: page };
  });

  app.get('/users/shifts', { preHandler: guard(ctx, ['shift-read']) }, async (request) => {
    const auth = authOf(request);
    const shifts = await loadUserShifts(ctx.db, auth.organizationId, auth.user.id, ctx.now());
    return shifts.map(toShiftView);
  });
}
