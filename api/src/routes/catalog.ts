/**
 * The organisation's facilities and parameters: GET /facilities (refresh accepted, nothing is cached
 * here), GET /parameters, /parameters/categories, /parameters/grouped, and the checklist copies:
 * /parameters/checklist-copies-get tells which facility checklists differ from their type's template,
 * /parameters/checklist-copies-update (a GET in the spec; POST also accepted) brings them in step,
 * all of them or one template's (?template=, the checklist editor's 'copy this template').
 */
import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { FacilitySummary, Parameter } from 'shared-contracts/schemas';
import { authOf, guard, guardAny } from '../auth/guard';
import type { AppContext } from '../context';
import { defaultTeamByParameter } from '../services/team-admin';
import { schemas } from '../contracts';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { checklistTemplates, checklists, facilities, facilityTypes, locations, parameters, reports } from '../db/schema';

const CATALOG_READERS = ['facility-read', 'checklist-read', 'adhoc-read'];

const toParameter = (row: typeof parameters.$inferSelect, teamOf: ReadonlyMap<string, string>): Parameter => ({
  _id: row.id,
  label: row.label,
  name: row.name,
  img: row.img,
  tags: row.tags,
  // The teams' default parameters are the one source of a parameter's default team (issue 20).
  defaultTeamName: teamOf.get(row.id) ?? null,
  statusOk: true,
  paramQuantity: row.quantity,
  category: row.category,
  photoRequired: row.photoRequired,
});

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  // adhoc-read: the quick-report scan checks the code against the organisation's active facilities.
  app.get('/facilities', { preHandler: guardAny(ctx, ['facility-read', 'adhoc-read']) }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db
      .select({ facility: facilities, locationName: locations.name, typeName: facilityTypes.name })
      .from(facilities)
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      // Assets (kind 'asset', issue 19) have their own admin page and are not in this list.
      .where(and(eq(facilities.organizationId, auth.organizationId), eq(facilities.kind, 'facility')))
      .orderBy(facilities.name);
    const last = await ctx.db
      .select({ id: reports.facilityId, at: max(reports.createdAt) })
      .from(reports)
      .where(eq(reports.organizationId, auth.organizationId))
      .groupBy(reports.facilityId);
    const lastOf = new Map(last.map((row) => [row.id, row.at ? new Date(row.at).toISOString() : null]));
    return rows.map(({ facility, locationName, typeName }): FacilitySummary => ({
      _id: facility.id,
      name: facility.name,
      active: facility.active,
      reportingType: facility.reportingType,
      lastChecked: lastOf.get(facility.id) ?? null,
      location: facility.locationId && locationName !== null ? { _id: facility.locationId, name: locationName } : null,
      facilityType: facility.facilityTypeId && typeName !== null ? { _id: facility.facilityTypeId, name: typeName } : null,
      qrCode: `facility=${facility.id}`,
    }));
  });

  const loadParameters = async (organizationId: string) => {
    const teamOf = await defaultTeamByParameter(ctx.db, organizationId);
    return (await ctx.db.select().from(parameters).where(eq(parameters.organizationId, organizationId)).orderBy(parameters.label)).map((row) =>
      toParameter(row, teamOf),
    );
  };

  app.get('/parameters', { preHandler: guardAny(ctx, CATALOG_READERS) }, async (request) => loadParameters(authOf(request).organizationId));

  app.get('/parameters/categories', { preHandler: guardAny(ctx, CATALOG_READERS) }, async (request) => {
    const names = [...new Set((await loadParameters(authOf(request).organizationId)).map((p) => p.category ?? 'Other'))].sort();
    return names.map((name) => ({ _id: name, name }));
  });

  app.get('/parameters/grouped', { preHandler: guardAny(ctx, CATALOG_READERS) }, async (request) => {
    const groups = new Map<string, Parameter[]>();
    for (const parameter of await loadParameters(authOf(request).organizationId)) {
      const category = parameter.category ?? 'Other';
      groups.set(category, [...(groups.get(category) ?? []), parameter]);
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, list]) => ({ category, parameters: list }));
  });

  /** Each template with the facilities of its type whose (main) checklist has other parameters. */
  const copies = async (organizationId: string) => {
    const templates = await ctx.db
      .select()
      .from(checklistTemplates)
      .where(and(eq(checklistTemplates.organizationId, organizationId), eq(checklistTemplates.appendix, false)));
    const rows = await ctx.db
      .select({ checklist: checklists, typeId: facilities.facilityTypeId })
      .from(checklists)
      .innerJoin(facilities, eq(facilities.id, checklists.facilityId))
      .where(and(eq(checklists.organizationId, organizationId), eq(checklists.appendix, false)));
    return templates.map((template) => {
      const mine = rows.filter((row) => row.typeId === template.facilityTypeId);
      const outdated = mine.filter((row) => JSON.stringify(row.checklist.parameterIds) !== JSON.stringify(template.parameterIds));
      return { template, checklists: mine.length, outdated: outdated.map((row) => row.checklist) };
    });
  };
  const summary = (list: Awaited<ReturnType<typeof copies>>) =>
    list.map(({ template, checklists: total, outdated }) => ({
      _id: template.id,
      name: template.name,
      facilityType: template.facilityTypeId,
      checklists: total,
      outdated: outdated.map((checklist) => checklist.facilityId),
    }));

  app.get('/parameters/checklist-copies-get', { preHandler: guard(ctx, ['checklist-read']) }, async (request) => ({
    templates: summary(await copies(authOf(request).organizationId)),
  }));

  const update: RouteHandlerMethod = async (request) => {
    const organizationId = authOf(request).organizationId;
    // Issue 19: the checklist editor copies one template (?template=); without it, every template.
    const { template: only } = parseInput(schemas.checklistCopiesQuerySchema, request.query, 'query');
    const all = await copies(organizationId);
    if (only && !all.some(({ template }) => template.id === only)) throw notFound(`No such checklist template: ${only}.`);
    let updated = 0;
    for (const { template, outdated } of all.filter(({ template: candidate }) => !only || candidate.id === only)) {
      for (const checklist of outdated) {
        await ctx.db
          .update(checklists)
          .set({ parameterIds: template.parameterIds, inspectionMode: template.inspectionMode })
          .where(eq(checklists.id, checklist.id));
        updated += 1;
      }
    }
    return { updated, templates: summary(await copies(organizationId)) };
  };
  app.get('/parameters/checklist-copies-update', { preHandler: guard(ctx, ['checklist-read', 'checklist-write']) }, update);
  app.post('/parameters/checklist-copies-update', { preHandler: guard(ctx, ['checklist-read', 'checklist-write']) }, update);
}
