/**
 * Locations and facility types of an organisation: GET and PUT (create without _id, update with
 * it) /organizations/{id}/locations and /facilityTypes, DELETE …/{itemId}. A location or type that
 * facilities still use cannot be deleted (409).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FacilityType, Location } from 'shared-contracts/schemas';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { facilities, facilityTypes, locations } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';
import { requireKnownIds } from '../services/known-ids';

const itemParams = orgParams.extend({ itemId: z.string().min(1).max(100) });
const LOCATION_READ = ['building-read'];
const LOCATION_WRITE = ['building-read', 'building-write'];
const TYPE_READ = ['facilityType-read'];
const typeListQuery = z.object({ refresh: z.enum(['true', 'false']).optional(), kind: z.enum(['facility', 'asset', 'all']).default('facility') });
/** No facilityType-write permission exists: changing types is for organisation administrators. */
const TYPE_WRITE = ['facilityType-read', 'organization-write'];

const toLocation = (row: typeof locations.$inferSelect): Location => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  organization: row.organizationId,
  parent: row.parentId,
  kind: row.kind,
  active: row.active,
});
const toType = (row: typeof facilityTypes.$inferSelect): FacilityType => ({
  _id: row.id,
  name: row.name,
  label: row.label,
  organization: row.organizationId,
  kind: row.kind,
  defaultTemplate: row.defaultTemplateId,
  reportingIntervalHours: row.reportingIntervalHours,
  active: row.active,
});

export function orgPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = async (request: FastifyRequest, permissions: readonly string[], params: z.ZodType<{ id: string; itemId?: string }> = orgParams) => {
    const { id, itemId } = parseInput(params, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, permissions);
    return { id, itemId: itemId ?? '' };
  };

  app.get('/organizations/:id/locations', { preHandler: guard(ctx) }, async (request) => {
    const { id } = await access(request, LOCATION_READ);
    const rows = await ctx.db.select().from(locations).where(eq(locations.organizationId, id)).orderBy(locations.name);
    return rows.map(toLocation);
  });

  app.put('/organizations/:id/locations', { preHandler: guard(ctx) }, async (request) => {
    const { id } = await access(request, LOCATION_WRITE);
    const body = parseInput(schemas.saveLocationBodySchema, request.body);
    const all = await ctx.db.select().from(locations).where(eq(locations.organizationId, id));
    const current = body._id ? all.find((row) => row.id === body._id) : undefined;
    if (body._id && !current) throw notFound('No such location.');
    if (body.parent) {
      if (!all.some((row) => row.id === body.parent)) throw notFound(`No such location: ${body.parent}.`);
      // Walk up from the new parent: meeting this place means it would sit inside itself.
      const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
      for (let at: string | null | undefined = body.parent; at; at = parentOf.get(at)) {
        if (at === body._id) throw conflict('A place cannot be moved inside itself or a place within it.');
      }
    }
    if (body.active === false && current?.active) {
      const [inUse] = await ctx.db
        .select({ n: count() })
        .from(facilities)
        .where(and(eq(facilities.organizationId, id), eq(facilities.locationId, current.id), eq(facilities.active, true)));
      if ((inUse?.n ?? 0) > 0) throw conflict(`${inUse?.n} active facilities are in this place: move or retire them first.`);
    }
    const values = {
      name: body.name,
      address: body.address ?? null,
      ...(body.parent !== undefined ? { parentId: body.parent } : {}),
      ...(body.kind ? { kind: body.kind } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    const [row] = current
      ? await ctx.db
          .update(locations)
          .set(values)
          .where(and(eq(locations.id, current.id), eq(locations.organizationId, id)))
          .returning()
      : await ctx.db
          .insert(locations)
          .values({ id: newId(), organizationId: id, ...values })
          .returning();
    if (!row) throw notFound('No such location.');
    return toLocation(row);
  });

  app.delete('/organizations/:id/locations/:itemId', { preHandler: guard(ctx) }, async (request) => {
    const { id, itemId } = await access(request, LOCATION_WRITE, itemParams);
    const [used] = await ctx.db
      .select({ n: count(), assets: sql<number>`count(*) filter (where ${facilities.kind} = 'asset')::int` })
      .from(facilities)
      .where(and(eq(facilities.organizationId, id), eq(facilities.locationId, itemId)));
    const [known] = await ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, itemId), eq(locations.organizationId, id)));
    if (!known) throw notFound('No such location.');
    // Facilities and assets (issue 19) both stand in a place; each is named for what it is.
    const assetsHere = Number(used?.assets ?? 0);
    const facilitiesHere = (used?.n ?? 0) - assetsHere;
    if (facilitiesHere > 0) throw conflict(`This location has ${facilitiesHere} facilities: move or delete them first.`);
    if (assetsHere > 0) throw conflict(`This location has ${assetsHere} assets: move or delete them first.`);
    const [children] = await ctx.db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.organizationId, id), eq(locations.parentId, itemId)));
    if ((children?.n ?? 0) > 0) throw conflict(`This location holds ${children?.n} other places: move or delete them first.`);
    await ctx.db.delete(locations).where(and(eq(locations.id, itemId), eq(locations.organizationId, id)));
    return { status: true };
  });

  // refresh=true is accepted for the client's sake: answers are never cached here.
  app.get('/organizations/:id/facilityTypes', { preHandler: guard(ctx) }, async (request) => {
    const { id } = await access(request, TYPE_READ);
    // Facility types by default (as the spec's callers expect); asset types (issue 19) with kind=asset, both with kind=all.
    const { kind } = parseInput(typeListQuery, request.query, 'query');
    const rows = await ctx.db
      .select()
      .from(facilityTypes)
      .where(and(eq(facilityTypes.organizationId, id), kind === 'all' ? undefined : eq(facilityTypes.kind, kind)))
      .orderBy(facilityTypes.name);
    return rows.map(toType);
  });

  app.put('/organizations/:id/facilityTypes', { preHandler: guard(ctx) }, async (request) => {
    const { id } = await access(request, TYPE_WRITE);
    const body = parseInput(schemas.saveFacilityTypeBodySchema, request.body);
    if (body.defaultTemplate) await requireKnownIds(ctx.db, id, 'checklist template', [body.defaultTemplate]);
    if (body.active === false && body._id) {
      const [inUse] = await ctx.db
        .select({ n: count() })
        .from(facilities)
        .where(and(eq(facilities.organizationId, id), eq(facilities.facilityTypeId, body._id), eq(facilities.active, true)));
      if ((inUse?.n ?? 0) > 0) throw conflict(`${inUse?.n} active facilities have this type: change or retire them first.`);
    }
    const values = {
      name: body.name,
      label: body.label ?? null,
      ...(body.kind ? { kind: body.kind } : {}),
      ...(body.defaultTemplate !== undefined ? { defaultTemplateId: body.defaultTemplate } : {}),
      ...(body.reportingIntervalHours ? { reportingIntervalHours: body.reportingIntervalHours } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    const [row] = body._id
      ? await ctx.db
          .update(facilityTypes)
          .set(values)
          .where(and(eq(facilityTypes.id, body._id), eq(facilityTypes.organizationId, id)))
          .returning()
      : await ctx.db
          .insert(facilityTypes)
          .values({ id: newId(), organizationId: id, ...values })
          .returning();
    if (!row) throw notFound('No such facility type.');
    return toType(row);
  });

  app.delete('/organizations/:id/facilityTypes/:itemId', { preHandler: guard(ctx) }, async (request) => {
    const { id, itemId } = await access(request, TYPE_WRITE, itemParams);
    const [known] = await ctx.db
      .select({ id: facilityTypes.id })
      .from(facilityTypes)
      .where(and(eq(facilityTypes.id, itemId), eq(facilityTypes.organizationId, id)));
    if (!known) throw notFound('No such facility type.');
    const [used] = await ctx.db
      .select({ n: count() })
      .from(facilities)
      .where(and(eq(facilities.organizationId, id), eq(facilities.facilityTypeId, itemId)));
    if ((used?.n ?? 0) > 0) throw conflict(`${used?.n} facilities have this type: change or delete them first.`);
    await ctx.db.delete(facilityTypes).where(and(eq(facilityTypes.id, itemId), eq(facilityTypes.organizationId, id)));
    return { status: true };
  });
}
