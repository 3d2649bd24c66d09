/**
 * Facilities and assets for the admin pages (issue 19), all in the caller's current organisation:
 * GET /admin/facilities (paged, filtered), GET /admin/facilities/export.csv, GET /admin/facilities/{id}
 * (with recent reports and open issues), POST /admin/facilities (create), PUT /admin/facilities/{id}
 * (edit), POST /admin/facilities/{id}/active (activate or retire; the same state again is a 409),
 * POST /admin/facilities/import (preview, or commit when no row has an error) and
 * POST /qr-sheet/pdf (the printable codes of any selection).
 * Reading needs facility-read; there is no facility-write permission, so writing, like facility
 * types, needs organization-write as well.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { checklists, facilities, facilityTypes, locations, organizations } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { checkImport, toCsv } from '../services/facility-csv';
import { allFacilities, facilityDetail, listFacilities, loadFacilityRow, findTemplate, saveFacility } from '../services/facility-admin';
import { withFeedbackUrls } from '../services/feedback-links';
import { newId } from '../services/ids';
import { renderQrSheetPdf } from '../services/qr-pdf';

export const FACILITY_READ = ['facility-read'];
export const FACILITY_WRITE = ['facility-read', 'organization-write'];

const facilityParams = z.object({ facilityId: z.string().min(1).max(200) });
const exportQuery = z.object({ kind: z.enum(['facility', 'asset']).default('facility') });

export function adminFacilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/facilities', { preHandler: guard(ctx, FACILITY_READ) }, async (request) => {
    const filters = parseInput(schemas.facilityAdminQuerySchema, request.query, 'query');
    return listFacilities(ctx.db, authOf(request).organizationId, filters, ctx.now());
  });

  app.get('/admin/facilities/export.csv', { preHandler: guard(ctx, FACILITY_READ) }, async (request, reply) => {
    const { kind } = parseInput(exportQuery, request.query, 'query');
    const rows = await allFacilities(ctx.db, authOf(request).organizationId, kind, ctx.now());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind === 'asset' ? 'assets' : 'facilities'}.csv"`)
      .header('cache-control', 'no-store')
      .send(toCsv(rows));
  });

  app.get('/admin/facilities/:facilityId', { preHandler: guard(ctx, FACILITY_READ) }, async (request) => {
    const { facilityId } = parseInput(facilityParams, request.params, 'path');
    return facilityDetail(ctx.db, authOf(request).organizationId, facilityId, ctx.now());
  });

  app.post('/admin/facilities', { preHandler: guard(ctx, FACILITY_WRITE) }, async (request, reply) => {
    const organizationId = authOf(request).organizationId;
    const body = parseInput(schemas.saveFacilityBodySchema, request.body);
    const id = await ctx.db.transaction(async (tx) => saveFacility(tx, organizationId, body));
    return reply.code(201).send(await loadFacilityRow(ctx.db, organizationId, id, ctx.now()));
  });

  app.put('/admin/facilities/:facilityId', { preHandler: guard(ctx, FACILITY_WRITE) }, async (request) => {
    const organizationId = authOf(request).organizationId;
    const { facilityId } = parseInput(facilityParams, request.params, 'path');
    const body = parseInput(schemas.saveFacilityBodySchema, request.body);
    await ctx.db.transaction(async (tx) => saveFacility(tx, organizationId, body, facilityId));
    return loadFacilityRow(ctx.db, organizationId, facilityId, ctx.now());
  });

  app.post('/admin/facilities/:facilityId/active', { preHandler: guard(ctx, FACILITY_WRITE) }, async (request) => {
    const organizationId = authOf(request).organizationId;
    const { facilityId } = parseInput(facilityParams, request.params, 'path');
    const { active } = parseInput(schemas.setFacilityActiveBodySchema, request.body);
    const [row] = await ctx.db
      .select({ active: facilities.active })
      .from(facilities)
      .where(and(eq(facilities.id, facilityId), eq(facilities.organizationId, organizationId)));
    if (!row) throw notFound('No such facility.');
    if (row.active === active) throw conflict(active ? 'This facility is already active.' : 'This facility is already retired.');
    await ctx.db
      .update(facilities)
      .set({ active })
      .where(and(eq(facilities.id, facilityId), eq(facilities.organizationId, organizationId)));
    return loadFacilityRow(ctx.db, organizationId, facilityId, ctx.now());
  });

  app.post('/admin/facilities/import', { preHandler: guard(ctx, FACILITY_WRITE), bodyLimit: 512 * 1024 }, async (request, reply) => {
    const organizationId = authOf(request).organizationId;
    const body = parseInput(schemas.importFacilitiesBodySchema, request.body);
    const checked = await checkImport(ctx.db, organizationId, body.kind, body.csv);
    if (!body.commit || checked.invalid > 0) {
      const answer = { rows: checked.rows, invalid: checked.invalid, created: 0 };
      // A commit with bad rows writes nothing: 409 with the same rows the preview showed.
      return body.commit ? reply.code(409).send({ message: 'Fix the rows with errors first: nothing was imported.', ...answer }) : answer;
    }
    await ctx.db.transaction(async (tx) => {
      const rows = checked.values.map((value) => ({ id: newId(), organizationId, kind: body.kind, ...value }));
      await tx.insert(facilities).values(rows);
      // Each facility's checklist is a copy of its type's template, as when one is created by hand.
      const templateOf = new Map<string, Awaited<ReturnType<typeof findTemplate>>>();
      for (const typeId of new Set(rows.flatMap((row) => (row.facilityTypeId ? [row.facilityTypeId] : [])))) {
        templateOf.set(typeId, await findTemplate(tx, organizationId, null, typeId));
      }
      await tx.insert(checklists).values(
        rows.map((row) => {
          const template = row.facilityTypeId ? templateOf.get(row.facilityTypeId) : undefined;
          return {
            id: `chk-${row.id}`,
            organizationId,
            facilityId: row.id,
            name: `${row.name} checklist`,
            parameterIds: template?.parameterIds ?? [],
            inspectionMode: template?.inspectionMode ?? 0,
          };
        }),
      );
    });
    return { rows: checked.rows, invalid: 0, created: checked.values.length };
  });

  app.post('/qr-sheet/pdf', { preHandler: guard(ctx, FACILITY_READ) }, async (request, reply) => {
    const organizationId = authOf(request).organizationId;
    const { ids } = parseInput(schemas.qrSheetPdfBodySchema, request.body);
    const rows = await ctx.db
      .select({ id: facilities.id, name: facilities.name, locationName: locations.name, facilityTypeName: facilityTypes.name })
      .from(facilities)
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(`No such facility: ${missing}.`);
    const [organization] = await ctx.db
      .select({ name: organizations.name, enableFeedback: organizations.enableFeedback })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    // Issue 21: each facility's second code, for visitors (its public feedback page).
    const ordered = await withFeedbackUrls(
      ctx,
      { id: organizationId, enableFeedback: organization?.enableFeedback ?? false },
      authOf(request).user.id,
      request.headers.origin,
      [...new Set(ids)].flatMap((id) => byId.get(id) ?? []),
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="qr-codes.pdf"')
      .header('cache-control', 'no-store')
      .send(renderQrSheetPdf(`QR codes - ${organization?.name ?? ''}`, ordered));
  });
}
