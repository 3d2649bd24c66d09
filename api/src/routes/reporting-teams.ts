/**
 * GET /reporting/teams: the teams a reporter may assign an issue to ("fetch teams" is not shown in
 * the spec). A reporter needs them without the organisation-admin permissions of /teams, so this
 * answers only what the issue form uses, to anyone who may report.
 */
import type { FastifyInstance } from 'fastify';
import type { Team } from 'shared-contracts/schemas';
import { authOf, guardAny } from '../auth/guard';
import type { AppContext } from '../context';
import { liveTeams } from '../services/team-admin';

export function reportingTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/reporting/teams', { preHandler: guardAny(ctx, ['reporting-read', 'adhoc-read']) }, async (request) => {
    const auth = authOf(request);
    const rows = await liveTeams(ctx.db, auth.organizationId);
    return rows.map((row): Team => ({ _id: row.id, name: row.name, label: row.label, defaultParameters: row.defaultParameters }));
  });
}
