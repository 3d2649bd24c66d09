/**
 * Teams, checklist templates, feedback templates and parameters, custom roles of an organisation:
 * GET and PUT /organizations/{id}/teams (DELETE …/teams/{teamId}), GET and PUT /checklistTemplates,
 * GET and PUT /feedbackTemplates, GET /feedbackParameters, GET, POST and PUT /customRoles. Ids named
 * in a body must be the organisation's (404).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChecklistTemplate, CustomRole, FeedbackTemplate, Team } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import { allPermissions, rolePermissions } from '../auth/roles';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { checklistTemplates, customRoles, feedbackParameters, feedbackTemplates, teams } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';
import { requireKnownIds } from '../services/known-ids';
import { liveTeams, openIssueCounts, requireTeamRules, takeDefaultParameters } from '../services/team-admin';
import { recomputeRoleHolders, renameRole } from '../services/staff';

const teamParams = orgParams.extend({ teamId: z.string().min(1).max(100) });
const known = new Set<string>(allPermissions);

const toTeam = (row: typeof teams.$inferSelect): Team => ({
  _id: row.id,
  name: row.name,
  label: row.label,
  defaultParameters: row.defaultParameters,
  members: row.members,
  buildings: row.buildingIds,
});
const toChecklistTemplate = (row: typeof checklistTemplates.$inferSelect): ChecklistTemplate => ({
  _id: row.id,
  name: row.name,
  facilityType: row.facilityTypeId,
  parameters: row.parameterIds,
  inspectionMode: row.inspectionMode === 1 ? 1 : row.inspectionMode === 2 ? 2 : 0,
  appendixChecklistTemplate: row.appendix,
});
const toFeedbackTemplate = (row: typeof feedbackTemplates.$inferSelect): FeedbackTemplate => ({ _id: row.id, name: row.name, parameters: row.parameterIds });
const toRole = (row: typeof customRoles.$inferSelect): CustomRole => ({ _id: row.id, name: row.name, permissions: row.permissions });

export function orgTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orgOf = async (request: FastifyRequest, permissions: readonly string[]) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, permissions);
    return id;
  };

  app.get('/organizations/:id/teams', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['team-read']);
    return (await liveTeams(ctx.db, id)).map(toTeam);
  });

  app.put('/organizations/:id/teams', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['team-read', 'team-write']);
    const body = parseInput(schemas.saveTeamBodySchema, request.body);
    await requireKnownIds(ctx.db, id, 'parameter', body.defaultParameters);
    await requireKnownIds(ctx.db, id, 'member', body.members ?? []);
    await requireKnownIds(ctx.db, id, 'location', body.buildings ?? []);
    await requireTeamRules(ctx.db, id, body);
    const values = {
      name: body.name,
      label: body.label ?? null,
      defaultParameters: [...new Set(body.defaultParameters)],
      ...(body.members ? { members: [...new Set(body.members)] } : {}),
      ...(body.buildings ? { buildingIds: [...new Set(body.buildings)] } : {}),
    };
    return ctx.db.transaction(async (tx) => {
      const [row] = body._id
        ? await tx
            .update(teams)
            .set(values)
            .where(and(eq(teams.id, body._id), eq(teams.organizationId, id)))
            .returning()
        : await tx
            .insert(teams)
            .values({ id: newId(), organizationId: id, ...values })
            .returning();
      if (!row) throw notFound('No such team.');
      await takeDefaultParameters(tx, id, row.id, values.defaultParameters);
      return toTeam(row);
    });
  });

  // Retire: the team leaves the lists and takes no new issues; issues it had keep its name. Never with open issues (409).
  app.delete('/organizations/:id/teams/:teamId', { preHandler: guard(ctx) }, async (request) => {
    const { id, teamId } = parseInput(teamParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, ['team-read', 'team-write']);
    const [team] = await ctx.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, id), isNull(teams.retiredAt)));
    if (!team) throw notFound('No such team.');
    const open = (await openIssueCounts(ctx.db, id, [teamId])).get(teamId) ?? 0;
    if (open > 0) throw conflict(schemas.teamHasOpenIssuesMessage(open));
    await ctx.db.update(teams).set({ retiredAt: ctx.now(), defaultParameters: [] }).where(eq(teams.id, teamId));
    return { status: true };
  });

  // refresh=true is accepted for the client's sake: answers are never cached here.
  app.get('/organizations/:id/checklistTemplates', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['checklist-read']);
    return (await ctx.db.select().from(checklistTemplates).where(eq(checklistTemplates.organizationId, id)).orderBy(checklistTemplates.name)).map(
      toChecklistTemplate,
    );
  });

  app.put('/organizations/:id/checklistTemplates', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['checklist-read', 'checklist-write']);
    const body = parseInput(schemas.checklistTemplateSchema, request.body);
    if (body.facilityType) await requireKnownIds(ctx.db, id, 'facility type', [body.facilityType]);
    await requireKnownIds(ctx.db, id, 'parameter', body.parameters);
    const values = {
      name: body.name,
      facilityTypeId: body.facilityType ?? null,
      parameterIds: body.parameters,
      inspectionMode: body.inspectionMode,
      appendix: body.appendixChecklistTemplate,
    };
    const [row] = body._id
      ? await ctx.db
          .update(checklistTemplates)
          // Every change is a new version (issue 19); the editor's PUT /admin/checklists also records it.
          .set({ ...values, version: sql`${checklistTemplates.version} + 1` })
          .where(and(eq(checklistTemplates.id, body._id), eq(checklistTemplates.organizationId, id)))
          .returning()
      : await ctx.db
          .insert(checklistTemplates)
          .values({ id: newId(), organizationId: id, ...values })
          .returning();
    if (!row) throw notFound('No such checklist template.');
    return toChecklistTemplate(row);
  });

  app.get('/organizations/:id/feedbackTemplates', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['feedbackMenuView-read']);
    return (await ctx.db.select().from(feedbackTemplates).where(eq(feedbackTemplates.organizationId, id)).orderBy(feedbackTemplates.name)).map(
      toFeedbackTemplate,
    );
  });

  app.put('/organizations/:id/feedbackTemplates', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['feedbackMenuView-read', 'organization-write']);
    const body = parseInput(schemas.feedbackTemplateSchema, request.body);
    if (!body.name.trim()) throw badRequest('Invalid body. name: a name is required.');
    await requireKnownIds(ctx.db, id, 'feedback parameter', body.parameters);
    const values = { name: body.name.trim(), parameterIds: body.parameters };
    const [row] = body._id
      ? await ctx.db
          .update(feedbackTemplates)
          .set(values)
          .where(and(eq(feedbackTemplates.id, body._id), eq(feedbackTemplates.organizationId, id)))
          .returning()
      : await ctx.db
          .insert(feedbackTemplates)
          .values({ id: newId(), organizationId: id, ...values })
          .returning();
    if (!row) throw notFound('No such feedback template.');
    return toFeedbackTemplate(row);
  });

  app.get('/organizations/:id/feedbackParameters', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['feedbackMenuView-read']);
    const rows = await ctx.db.select().from(feedbackParameters).where(eq(feedbackParameters.organizationId, id)).orderBy(feedbackParameters.name);
    return rows.map((row) => ({ _id: row.id, name: row.name, label: row.label }));
  });

  app.get('/organizations/:id/customRoles', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, ['user-read']);
    return (await ctx.db.select().from(customRoles).where(eq(customRoles.organizationId, id)).orderBy(customRoles.name)).map(toRole);
  });

  const saveRole = async (request: FastifyRequest, mode: 'create' | 'update') => {
    const id = await orgOf(request, ['organization-write']);
    const body = parseInput(schemas.saveCustomRoleBodySchema, request.body);
    const unknown = body.permissions.find((permission) => !known.has(permission));
    if (unknown) throw badRequest(`Unknown permission: ${unknown}.`);
    // Issue 20: nobody grants a permission they do not hold (in this organisation).
    const held = new Set((await requireOrgAccess(ctx, authOf(request), id, [])).permissions);
    const notHeld = body.permissions.find((permission) => !held.has(permission));
    if (notHeld) throw forbidden(`You cannot grant ${notHeld}: you do not hold it.`);
    if (mode === 'update' && !body._id) throw badRequest('Invalid body. _id: required to update a role.');
    if (body.name in rolePermissions) throw conflict(`${body.name} is a built-in role.`);
    const [clash] = await ctx.db
      .select()
      .from(customRoles)
      .where(and(eq(customRoles.organizationId, id), eq(customRoles.name, body.name)));
    if (clash && clash.id !== body._id) throw conflict(`A role named ${body.name} already exists.`);
    const [before] =
      mode === 'update'
        ? await ctx.db
            .select()
            .from(customRoles)
            .where(and(eq(customRoles.id, body._id ?? ''), eq(customRoles.organizationId, id)))
        : [];
    const values = { name: body.name, permissions: [...new Set(body.permissions)] };
    const [row] =
      mode === 'update'
        ? await ctx.db
            .update(customRoles)
            .set(values)
            .where(and(eq(customRoles.id, body._id ?? ''), eq(customRoles.organizationId, id)))
            .returning()
        : await ctx.db
            .insert(customRoles)
            .values({ id: newId(), organizationId: id, ...values })
            .returning();
    if (!row) throw notFound('No such role.');
    // Issue 20: its holders get the new permissions at their next call (the shell re-reads GET /auth/permissions).
    if (before && before.name !== row.name) await renameRole(ctx.db, id, before.name, row.name);
    await recomputeRoleHolders(ctx.db, id, row.name);
    return toRole(row);
  };
  app.post('/organizations/:id/customRoles', { preHandler: guard(ctx) }, (request) => saveRole(request, 'create'));
  app.put('/organizations/:id/customRoles', { preHandler: guard(ctx) }, (request) => saveRole(request, 'update'));
}
