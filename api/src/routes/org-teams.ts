/**
 * The admin reads of teams (issue 20): GET /organizations/{id}/teams/overview (search, member and
 * open issue counts), /teams/options (member candidates, parameters, buildings), /teams/{teamId} (one team with its
 * references named) and /buildings/{buildingId}/teams (which teams look after a building). Saving
 * and retiring stay PUT /teams and DELETE /teams/{teamId} (org-templates.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildingTeams, NamedRef, TeamDetail, TeamOptions, TeamSummary } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { locations, parameters, teams, users } from '../db/schema';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { liveTeams, openIssueCounts, teamMemberCandidates } from '../services/team-admin';

const TEAM_READ = ['team-read'];
const teamParams = orgParams.extend({ teamId: z.string().min(1).max(100) });
const buildingParams = orgParams.extend({ buildingId: z.string().min(1).max(100) });

export function orgTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = async <P extends { id: string }>(request: FastifyRequest, params: z.ZodType<P>): Promise<P> => {
    const parsed = parseInput(params, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), parsed.id, TEAM_READ);
    return parsed;
  };
  /** id → name of the organisation's locations, parameters (label) or users among `ids`. */
  const namesOf = async (organizationId: string, what: 'location' | 'parameter' | 'user', ids: readonly string[]): Promise<Map<string, string>> => {
    if (ids.length === 0) return new Map();
    const list = [...new Set(ids)];
    if (what === 'location') {
      const rows = await ctx.db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, list)));
      return new Map(rows.map((row) => [row.id, row.name]));
    }
    if (what === 'parameter') {
      const rows = await ctx.db
        .select({ id: parameters.id, name: parameters.label })
        .from(parameters)
        .where(and(eq(parameters.organizationId, organizationId), inArray(parameters.id, list)));
      return new Map(rows.map((row) => [row.id, row.name]));
    }
    const rows = await ctx.db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, list));
    return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
  };
  const refs = (ids: readonly string[], names: Map<string, string>): NamedRef[] =>
    ids.flatMap((id) => (names.has(id) ? [{ _id: id, name: names.get(id) ?? '' }] : []));

  app.get('/organizations/:id/teams/overview', { preHandler: guard(ctx) }, async (request): Promise<TeamSummary[]> => {
    const { id } = await access(request, orgParams);
    const { search } = parseInput(schemas.teamOverviewQuerySchema, request.query, 'query');
    const needle = search?.toLowerCase() ?? '';
    const rows = (await liveTeams(ctx.db, id)).filter((row) => !needle || `${row.name} ${row.label ?? ''}`.toLowerCase().includes(needle));
    const open = await openIssueCounts(ctx.db, id);
    const buildingNames = await namesOf(
      id,
      'location',
      rows.flatMap((row) => row.buildingIds),
    );
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      label: row.label,
      memberCount: row.members.length,
      openIssueCount: open.get(row.id) ?? 0,
      defaultParameterCount: row.defaultParameters.length,
      buildings: refs(row.buildingIds, buildingNames),
    }));
  });

  app.get('/organizations/:id/teams/options', { preHandler: guard(ctx) }, async (request): Promise<TeamOptions> => {
    const { id } = await access(request, orgParams);
    const live = await liveTeams(ctx.db, id);
    const teamOf = new Map(live.flatMap((team) => team.defaultParameters.map((p) => [p, { _id: team.id, name: team.name }] as const)));
    const [members, params, buildings] = await Promise.all([
      teamMemberCandidates(ctx.db, id),
      ctx.db.select().from(parameters).where(eq(parameters.organizationId, id)).orderBy(parameters.label),
      ctx.db
        .select({ _id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.organizationId, id), eq(locations.kind, 'building'), eq(locations.active, true)))
        .orderBy(locations.name),
    ]);
    return {
      members,
      parameters: params.map((p) => ({ _id: p.id, name: p.label, category: p.category, defaultTeam: teamOf.get(p.id) ?? null })),
      buildings,
    };
  });

  app.get('/organizations/:id/teams/:teamId', { preHandler: guard(ctx) }, async (request): Promise<TeamDetail> => {
    const { id, teamId } = await access(request, teamParams);
    const [row] = await ctx.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, id)));
    if (!row || row.retiredAt) throw notFound('No such team.');
    const [members, params, buildings] = await Promise.all([
      namesOf(id, 'user', row.members),
      namesOf(id, 'parameter', row.defaultParameters),
      namesOf(id, 'location', row.buildingIds),
    ]);
    return {
      _id: row.id,
      name: row.name,
      label: row.label,
      members: refs(row.members, members),
      defaultParameters: refs(row.defaultParameters, params),
      buildings: refs(row.buildingIds, buildings),
      openIssueCount: (await openIssueCounts(ctx.db, id, [row.id])).get(row.id) ?? 0,
    };
  });

  app.get('/organizations/:id/buildings/:buildingId/teams', { preHandler: guard(ctx) }, async (request): Promise<BuildingTeams> => {
    const { id, buildingId } = await access(request, buildingParams);
    const [building] = await ctx.db
      .select()
      .from(locations)
      .where(and(eq(locations.id, buildingId), eq(locations.organizationId, id)));
    if (!building || building.kind !== 'building') throw notFound('No such building.');
    const looking = (await liveTeams(ctx.db, id)).filter((row) => row.buildingIds.includes(buildingId));
    return {
      building: { _id: building.id, name: building.name },
      teams: looking.map((row) => ({ _id: row.id, name: row.name, label: row.label, memberCount: row.members.length })),
    };
  });
}
