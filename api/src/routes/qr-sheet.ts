/**
 * GET /qr-sheet (facility-read): a printable HTML page with the QR code of every active facility of
 * the caller's organisation, rendered on the server as SVG. `?location=<id>` limits it to one
 * location; `?inactive=true` adds inactive facilities; `?kind=asset` prints assets instead (issue 19). The app fetches it with its token and opens
 * the answer as a blob URL to print.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { facilities, facilityTypes, locations, organizations } from '../db/schema';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { withFeedbackUrls } from '../services/feedback-links';
import { renderQrSheet } from '../services/qr-sheet';

const query = z.object({
  location: z.string().min(1).max(100).optional(),
  inactive: z.enum(['true', 'false']).optional(),
  /** Issue 19: facilities by default; `kind=asset` prints the assets' codes instead. */
  kind: z.enum(['facility', 'asset']).default('facility'),
});

export function qrSheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/qr-sheet', { preHandler: guard(ctx, ['facility-read']) }, async (request, reply) => {
    const auth = authOf(request);
    const { location, inactive, kind } = parseInput(query, request.query, 'query');
    const [organization] = await ctx.db
      .select({ name: organizations.name, enableFeedback: organizations.enableFeedback })
      .from(organizations)
      .where(eq(organizations.id, auth.organizationId));
    if (location) {
      const [known] = await ctx.db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, location), eq(locations.organizationId, auth.organizationId)));
      if (!known) throw notFound('No such location.');
    }
    const rows = await ctx.db
      .select({ id: facilities.id, name: facilities.name, locationName: locations.name, facilityTypeName: facilityTypes.name })
      .from(facilities)
      .leftJoin(locations, eq(locations.id, facilities.locationId))
      .leftJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      .where(
        and(
          eq(facilities.organizationId, auth.organizationId),
          eq(facilities.kind, kind),
          location ? eq(facilities.locationId, location) : undefined,
          inactive === 'true' ? undefined : eq(facilities.active, true),
        ),
      )
      .orderBy(locations.name, facilities.name);
    // Issue 21: each facility's second code, for visitors (its public feedback page).
    const withFeedback = await withFeedbackUrls(
      ctx,
      { id: auth.organizationId, enableFeedback: organization?.enableFeedback ?? false },
      auth.user.id,
      request.headers.origin,
      rows,
    );
    const html = await renderQrSheet(organization?.name ?? '', withFeedback);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .send(html);
  });
}
